import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { expect, test, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from "./tabs.js";

function Settings(props: TabsProps) {
  return (
    <div>
      <button type="button">Before</button>
      <Tabs defaultValue="general" {...props}>
        <TabsList aria-label="Settings">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="locations">Locations</TabsTrigger>
          <TabsTrigger value="members" disabled>
            Members
          </TabsTrigger>
          <TabsTrigger value="alerts">Alerts</TabsTrigger>
        </TabsList>
        {["general", "locations", "members", "alerts"].map((value) => (
          <TabsContent key={value} value={value}>
            {`${value} panel`}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const tab = (name: string) => page.getByRole("tab", { name });
const panel = () => page.getByRole("tabpanel");

/**
 * A key as a hand presses it: down, wait for focus to arrive, up (Radix moves focus in a timeout after
 * keydown, and an automated press has no hold time).
 */
async function press(key: string, to: string) {
  await userEvent.keyboard(`{${key}>}`);
  await expect.element(tab(to)).toHaveFocus();
  await userEvent.keyboard(`{/${key}}`);
}

async function tabIn() {
  (page.getByRole("button", { name: "Before" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Tab}");
}

test("the list is one Tab stop at the active tab; Tab then moves into the panel", async () => {
  await render(<Settings defaultValue="locations" />);
  await tabIn();
  await expect.element(tab("Locations")).toHaveFocus();
  await userEvent.keyboard("{Tab}");
  await expect.element(panel()).toHaveFocus();
  await expect.element(panel()).toHaveAccessibleName("Locations");
  await expect.element(panel()).toHaveTextContent("locations panel");
  await expect.element(panel()).toHaveAttribute("data-slot", "tabs-content");
});

test("automatic activation: arrows move and activate, skip the disabled tab and wrap; Home/End jump", async () => {
  const onValueChange = vi.fn();
  await render(<Settings onValueChange={onValueChange} />);
  await tabIn();
  await press("ArrowRight", "Locations");
  await expect.element(tab("Locations")).toHaveAttribute("aria-selected", "true");
  await expect.element(tab("Locations")).toHaveAttribute("data-state", "active");
  await expect.element(panel()).toHaveTextContent("locations panel");
  // Members is disabled
  await press("ArrowRight", "Alerts");
  await expect.element(tab("Members")).toHaveAttribute("data-disabled");
  await expect.element(tab("Members")).toHaveAttribute("aria-selected", "false");
  await press("ArrowRight", "General");
  await press("ArrowLeft", "Alerts");
  await press("Home", "General");
  await press("End", "Alerts");
  await expect.element(panel()).toHaveTextContent("alerts panel");
  expect(onValueChange.mock.calls.map(([v]) => v)).toEqual([
    "locations",
    "alerts",
    "general",
    "alerts",
    "general",
    "alerts",
  ]);
});

test("manual activation: arrows only move focus; Enter or Space activates", async () => {
  await render(<Settings activationMode="manual" />);
  await tabIn();
  await press("ArrowRight", "Locations");
  await expect.element(tab("Locations")).toHaveAttribute("aria-selected", "false");
  await expect.element(panel()).toHaveTextContent("general panel");
  await userEvent.keyboard("{Enter}");
  await expect.element(tab("Locations")).toHaveAttribute("aria-selected", "true");
  await expect.element(panel()).toHaveTextContent("locations panel");
  await press("ArrowRight", "Alerts");
  await expect.element(panel()).toHaveTextContent("locations panel");
  await userEvent.keyboard(" ");
  await expect.element(panel()).toHaveTextContent("alerts panel");
});

test("vertical: Up/Down move, the list sits beside the panel", async () => {
  await render(<Settings orientation="vertical" />);
  await expect.element(page.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
  await tabIn();
  await press("ArrowDown", "Locations");
  await press("ArrowDown", "Alerts");
  await press("ArrowUp", "Locations");
  const list = page.getByRole("tablist").element().getBoundingClientRect();
  const content = panel().element().getBoundingClientRect();
  expect(content.left).toBeGreaterThanOrEqual(list.right);
  expect(content.top).toBe(list.top);
});

test("a click on a disabled tab does nothing", async () => {
  await render(<Settings />);
  await userEvent.click(tab("Members"), { force: true });
  await expect.element(tab("General")).toHaveAttribute("aria-selected", "true");
});

test("data-variant on the list; the line variant underlines the active tab", async () => {
  await render(
    <Tabs defaultValue="a">
      <TabsList variant="line" aria-label="Reports">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
    </Tabs>,
  );
  await expect.element(page.getByRole("tablist")).toHaveAttribute("data-variant", "line");
  const active = getComputedStyle(tab("A").element());
  const inactive = getComputedStyle(tab("B").element());
  expect(active.borderBottomWidth).toBe("2px");
  expect(active.borderBottomColor).not.toBe(inactive.borderBottomColor);
});
