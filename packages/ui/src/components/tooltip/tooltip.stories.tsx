import type { Meta, StoryObj } from "@storybook/react-vite";
import { InfoIcon } from "lucide-react";
import type * as React from "react";
import { expect, screen, waitFor } from "storybook/test";
import { Button } from "../button/button.js";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip.js";
import { TOOLTIP_DELAY_DURATION } from "./tooltip.shared.js";

type Args = React.ComponentProps<typeof TooltipContent> & { delayDuration?: number };

const meta = {
  title: "Components/Tooltip",
  component: TooltipContent,
  args: { children: "Tracks assets in real time", side: "top", sideOffset: 4 },
  argTypes: {
    side: { control: "select", options: ["top", "right", "bottom", "left"] },
    align: { control: "select", options: ["start", "center", "end"] },
    sideOffset: { control: "number" },
  },
  parameters: { layout: "centered" },
  render: (args: Args) => (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="About tracking">
            <InfoIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent {...args} />
      </Tooltip>
    </TooltipProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering opens the tooltip only after the 700 ms delay. */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "About tracking" });
    // the moment the tooltip enters the page, so a busy machine's late timers cannot fake an early opening
    const opened = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("[role=tooltip]")) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const start = performance.now();
    await userEvent.hover(trigger);
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Tracks assets in real time"));
    await expect((await opened) - start).toBeGreaterThanOrEqual(TOOLTIP_DELAY_DURATION);
    await expect(trigger).toHaveAttribute("data-state", "delayed-open");
    // The hand leaves downwards, away from the tooltip above. Radix keeps a tooltip open while the pointer
    // crosses the area between trigger and tooltip (its hover grace area, anchored where the pointer left),
    // and watches the pointer from the render after the trigger's pointerleave: the next move, a frame later
    // and outside that area, closes it. Then the 150 ms fade-out runs to the end before it leaves the page.
    const box = trigger.getBoundingClientRect();
    const x = box.left + box.width / 2;
    await userEvent.pointer({ target: document.body, coords: { clientX: x, clientY: box.bottom + 24 } });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.pointer({ target: document.body, coords: { clientX: x, clientY: box.bottom + 96 } });
    await waitFor(() => expect(trigger).toHaveAttribute("data-state", "closed"));
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

/** Keyboard users get the tooltip on focus, and Escape closes it. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "About tracking" });
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tooltip")).toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription("Tracks assets in real time");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

export const Open: Story = {
  render: (args: Args) => (
    <div style={{ padding: "3rem" }}>
      <Tooltip open>
        <TooltipTrigger asChild>
          <Button variant="outline">Hover me</Button>
        </TooltipTrigger>
        <TooltipContent {...args} />
      </Tooltip>
    </div>
  ),
  play: async () => {
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Tracks assets in real time");
  },
};

export const LongText: Story = {
  args: {
    children:
      "Battery-powered GPS tags report every five minutes while moving and every hour while parked, which keeps batteries alive for up to three years.",
  },
  render: Open.render,
};

export const Sides: Story = {
  render: (args: Args) => (
    <div
      className="grid"
      style={{ gridTemplateColumns: "repeat(2, auto)", gap: "4rem 6rem", padding: "3rem" }}
    >
      {(["top", "right", "bottom", "left"] as const).map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <Button variant="outline">{side}</Button>
          </TooltipTrigger>
          <TooltipContent {...args} side={side}>
            {side}
          </TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
};
