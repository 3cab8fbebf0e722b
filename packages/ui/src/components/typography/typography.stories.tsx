import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Heading, Text } from "./typography.js";

const meta = {
  title: "Foundations/Typography",
  component: Heading,
  args: { children: "Track every asset, everywhere", level: 2, size: "lg" },
  argTypes: {
    level: { control: "select", options: [1, 2, 3, 4, 5, 6] },
    size: { control: "select", options: ["display", "xl", "lg", "md", "sm", "xs"] },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2 });
    await expect(heading).toHaveAttribute("data-size", "lg");
    // the self-hosted variable font is what renders
    await expect(getComputedStyle(heading).fontFamily).toMatch(/^"Inter Variable"/);
    await document.fonts.ready;
    await expect(document.fonts.check('700 16px "Inter Variable"')).toBe(true);
  },
};

export const Scale: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Heading level={1} size="display">
        Display heading
      </Heading>
      <Heading level={2} size="xl">
        Heading xl
      </Heading>
      <Heading level={3} size="lg">
        Heading lg
      </Heading>
      <Heading level={4} size="md">
        Heading md
      </Heading>
      <Heading level={5} size="sm">
        Heading sm
      </Heading>
      <Heading level={6} size="xs">
        Heading xs
      </Heading>
      <Text variant="eyebrow">Eyebrow text</Text>
      <Text variant="lead">Lead paragraph that introduces a section in one or two sentences.</Text>
      <Text>Body text for regular paragraphs: readable, relaxed line height, foreground colour.</Text>
      <Text variant="muted">Muted text for secondary information.</Text>
      <Text variant="small">Small print, for captions and footnotes.</Text>
    </div>
  ),
};

export const LevelIndependentOfSize: Story = {
  args: { level: 1, size: "sm", children: "An h1 that looks small" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveAttribute("data-size", "sm");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: { level: 1, size: "display", children: "Asset tracking made simple for every team" },
};
