import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Container } from "./container.js";

const meta = {
  title: "Layout/Container",
  component: Container,
  args: {
    size: "lg",
    children: <div className="rounded-md bg-muted p-6 text-sm">Page content sits here.</div>,
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "full"] },
    asChild: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByText("Page content sits here.").parentElement as HTMLElement;
    await expect(container).toHaveAttribute("data-size", "lg");
    // max-w-7xl = 80rem = 1280px
    await expect(getComputedStyle(container).maxWidth).toBe("1280px");
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
