import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../button/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";

const meta = {
  title: "Components/Card",
  component: Card,
  args: { variant: "default", interactive: false },
  argTypes: {
    variant: { control: "select", options: ["default", "outline", "elevated", "highlighted"] },
    interactive: { control: "boolean" },
    asChild: { control: false },
  },
  render: (args) => (
    <Card {...args} className="w-full max-w-xs">
      <CardHeader>
        <CardTitle>Real-time tracking</CardTitle>
        <CardDescription>Know where every asset is, right now.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">GPS, RFID and QR updates land on one live map.</CardContent>
      <CardFooter>
        <Button size="sm">Learn more</Button>
        <Button size="sm" variant="ghost">
          Dismiss
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Real-time tracking" })).toBeVisible();
    await expect(canvas.getByText("Real-time tracking").closest("[data-slot=card]")).toHaveAttribute(
      "data-variant",
      "default",
    );
  },
};

export const Outline: Story = { args: { variant: "outline" } };
export const Elevated: Story = { args: { variant: "elevated" } };
export const Highlighted: Story = { args: { variant: "highlighted" } };
export const InteractiveHover: Story = {
  args: { interactive: true },
  parameters: { pseudo: { hover: true } },
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args} className="w-full max-w-xs">
      <CardHeader>
        <CardTitle>Predictive maintenance scheduling across every site and every shift</CardTitle>
        <CardDescription>
          Maintenance windows are planned from usage data, sensor readings and warranty terms so that
          equipment is serviced before it fails and never twice in a row without need.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm break-words">
        Supercalifragilisticexpialidociousequipmentidentifier-0000-1111-2222
      </CardContent>
    </Card>
  ),
};

/** `size` puts the title on the type scale: sm (text-base), md (text-lg, the default), lg (text-xl). */
export const TitleSizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <Card key={size} {...args} className="w-full max-w-xs">
          <CardHeader>
            <CardTitle size={size}>Title size {size}</CardTitle>
            <CardDescription>Supporting text under the title.</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of ["sm", "md", "lg"])
      await expect(canvas.getByRole("heading", { name: `Title size ${size}` })).toHaveAttribute(
        "data-size",
        size,
      );
    const px = (size: string) =>
      parseFloat(getComputedStyle(canvas.getByRole("heading", { name: `Title size ${size}` })).fontSize);
    await expect(px("sm")).toBeLessThan(px("md"));
    await expect(px("md")).toBeLessThan(px("lg"));
  },
};

/** `level` renders the title at the page outline's level (here an `<h2>`), without changing its look. */
export const TitleLevel: Story = {
  render: (args) => (
    <Card {...args} className="w-full max-w-xs">
      <CardHeader>
        <CardTitle level={2}>An h2 card title</CardTitle>
        <CardDescription>Same size as the default h3.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "An h2 card title" })).toHaveAttribute(
      "data-slot",
      "card-title",
    );
  },
};

export const AsArticle: Story = {
  args: { asChild: true },
  render: (args) => (
    <Card {...args} className="w-full max-w-xs">
      <article>
        <CardHeader>
          <CardTitle asChild>
            <h2>An article card</h2>
          </CardTitle>
        </CardHeader>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveAttribute("data-slot", "card");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveAttribute("data-slot", "card-title");
  },
};
