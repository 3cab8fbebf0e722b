import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { phoneViewport } from "../../test/story-layouts.js";
import { Badge } from "../badge/badge.js";
import { HoverCard, HoverCardContent, HoverCardTrigger, type HoverCardContentProps } from "./hover-card.js";

type Args = HoverCardContentProps & { defaultOpen?: boolean };

/** An asset's details over its tag ID in a table row. */
function AssetPreview({ defaultOpen, ...content }: Args) {
  return (
    <p className="text-sm">
      Last scanned:{" "}
      <HoverCard defaultOpen={defaultOpen}>
        <HoverCardTrigger href="#/assets/OT-10012">OT-10012</HoverCardTrigger>
        <HoverCardContent {...content}>
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium">Forklift 12</p>
              <Badge variant="secondary">Active</Badge>
            </div>
            <p className="text-muted-foreground">
              Hamburg, Dock 3. Last seen 4 minutes ago by gate reader 2.
            </p>
          </div>
        </HoverCardContent>
      </HoverCard>{" "}
      at the dock gate.
    </p>
  );
}

const meta = {
  title: "Components/HoverCard",
  component: HoverCardContent,
  args: { side: "bottom", align: "center", sideOffset: 4 },
  argTypes: {
    side: { control: "select", options: ["top", "right", "bottom", "left"] },
    align: { control: "select", options: ["start", "center", "end"] },
    arrow: { control: "boolean" },
  },
  parameters: { layout: "centered", docs: { story: { inline: false, iframeHeight: 260 } } },
  decorators: [
    (Story) => (
      <div style={{ padding: "24px 48px 160px" }}>
        <Story />
      </div>
    ),
  ],
  render: (args: Args) => <AssetPreview {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = () => document.querySelector<HTMLElement>("[data-slot=hover-card-content]");

/** The pointer resting on the tag opens the card; leaving closes it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "OT-10012" });
    await userEvent.hover(link);
    await waitFor(() => expect(card()).toHaveAttribute("data-state", "open"));
    await expect(card()).toHaveTextContent("Forklift 12");
    await expect(link).toHaveAttribute("data-state", "open");
    await userEvent.unhover(link);
    await waitFor(() => expect(card()).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** The keyboard focus on the link opens it too; Escape closes it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "OT-10012" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(card()).toHaveAttribute("data-state", "open"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(card()).toBeNull());
    await expect(link).toHaveFocus();
  },
};

export const WithArrow: Story = { args: { defaultOpen: true, arrow: true } };

export const SideTop: Story = {
  args: { defaultOpen: true, side: "top", arrow: true },
  decorators: [
    (Story: React.ComponentType) => (
      <div style={{ paddingTop: 140 }}>
        <Story />
      </div>
    ),
  ],
};

/** Arabic, right to left: the card's text reads from the right. */
export const RightToLeft: Story = {
  render: () => (
    <p dir="rtl" lang="ar" className="text-sm">
      آخر مسح:{" "}
      <HoverCard defaultOpen>
        <HoverCardTrigger href="#/assets/OT-10012">OT-10012</HoverCardTrigger>
        <HoverCardContent dir="rtl" align="start">
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium">رافعة شوكية ١٢</p>
              <Badge variant="secondary">نشط</Badge>
            </div>
            <p className="text-muted-foreground">هامبورغ، الرصيف ٣. شوهد قبل ٤ دقائق.</p>
          </div>
        </HoverCardContent>
      </HoverCard>
    </p>
  ),
  play: async () => {
    await waitFor(() => expect(card()).toHaveAttribute("dir", "rtl"));
    const badge = card()!.querySelector<HTMLElement>("[data-slot=badge]")!;
    const title = within(card()!).getByText("رافعة شوكية ١٢");
    await expect(badge.getBoundingClientRect().left).toBeLessThan(title.getBoundingClientRect().left);
  },
};

/** On a 390 px phone the card stays inside the screen. */
export const Mobile: Story = {
  ...phoneViewport,
  parameters: { ...meta.parameters, ...phoneViewport.parameters, layout: "padded" },
  args: { defaultOpen: true, align: "start" },
  play: async () => {
    await waitFor(() => expect(card()).not.toBeNull());
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(card()!.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 8 + 0.5));
    await expect(card()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(8 - 0.5);
  },
};
