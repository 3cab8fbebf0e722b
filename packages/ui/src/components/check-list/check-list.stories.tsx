import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CheckList, CheckListItem } from "./check-list.js";

const meta = {
  title: "Components/CheckList",
  component: CheckList,
  args: { spacing: "md" },
  argTypes: { spacing: { control: "inline-radio", options: ["sm", "md"] } },
  render: (args) => (
    <CheckList {...args} className="w-72">
      <CheckListItem>Up to 1,000 items</CheckListItem>
      <CheckListItem>RFID and NFC scanning</CheckListItem>
      <CheckListItem>E-mail support</CheckListItem>
    </CheckList>
  ),
} satisfies Meta<typeof CheckList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list).toHaveAttribute("data-slot", "check-list");
    await expect(list).toHaveAttribute("data-spacing", "md");
    // the check marks are decorative: each item reads as its text only
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Up to 1,000 items",
      "RFID and NFC scanning",
      "E-mail support",
    ]);
  },
};

/** `spacing="sm"`: tighter, for lists in narrow columns. */
export const Compact: Story = {
  args: { spacing: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list")).toHaveAttribute("data-spacing", "sm");
  },
};

/** The list takes the colour it is given; the check marks stay in the brand colour. */
export const Muted: Story = {
  render: (args) => (
    <CheckList {...args} className="w-72 text-muted-foreground">
      <CheckListItem>Less time searching</CheckListItem>
      <CheckListItem>Fewer lost devices</CheckListItem>
    </CheckList>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <CheckList {...args} className="w-72">
      <CheckListItem>
        Laptops, docking stations, monitors and every peripheral issued to remote employees across four
        continents
      </CheckListItem>
      <CheckListItem>Supercalifragilisticexpialidocious-asset-identifier-0000-1111</CheckListItem>
    </CheckList>
  ),
};
