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

/** Six tabs in a row narrower than they are: it has to scroll. */
function Narrow({ dir, ...props }: TabsProps) {
  return (
    <div dir={dir} style={{ width: 260 }}>
      <Tabs dir={dir} defaultValue="t1" {...props}>
        <TabsList aria-label="Reports">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <TabsTrigger key={n} value={`t${n}`}>{`Report ${n}`}</TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
    </div>
  );
}

/** Whether the tab is inside the row's visible part and clear of a fade on either side (2rem). */
function clearOfFades(name: string) {
  const list = page.getByRole("tablist").element() as HTMLElement;
  const row = list.getBoundingClientRect();
  const box = tab(name).element().getBoundingClientRect();
  const overflow = list.dataset.overflow ?? "";
  const rtl = getComputedStyle(list).direction === "rtl";
  const fadeAt = (side: "start" | "end") => (overflow === side || overflow === "both" ? 32 : 0);
  const [left, right] = rtl ? [fadeAt("end"), fadeAt("start")] : [fadeAt("start"), fadeAt("end")];
  return box.left >= row.left + left - 0.5 && box.right <= row.right - right + 0.5;
}

test.each(["ltr", "rtl"] as const)(
  "%s: a row too long scrolls; the active tab is kept in view and the side with more tabs fades",
  async (dir) => {
    await render(<Narrow dir={dir} />);
    const list = page.getByRole("tablist");
    await expect.element(list).toHaveAttribute("data-overflow", "end");
    const mask = getComputedStyle(list.element()).maskImage;
    expect(mask).toContain("linear-gradient");
    // the fade is on the end side: right in ltr, left in rtl
    expect(mask.startsWith(dir === "rtl" ? "linear-gradient(to left" : "linear-gradient(to right")).toBe(
      true,
    );

    await userEvent.click(tab("Report 1"));
    await press("End", "Report 6");
    await expect.element(tab("Report 6")).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => clearOfFades("Report 6")).toBe(true);
    await expect.element(list).toHaveAttribute("data-overflow", "start");
    // a tab in the middle: more on both sides
    await press(dir === "rtl" ? "ArrowRight" : "ArrowLeft", "Report 5");
    await press(dir === "rtl" ? "ArrowRight" : "ArrowLeft", "Report 4");
    await expect.poll(() => clearOfFades("Report 4")).toBe(true);
    await expect.element(list).toHaveAttribute("data-overflow", "both");
  },
);

test.each(["grid", "flex"] as const)(
  "in a %s container (an app's page layout) a row too long scrolls too: the page keeps its width",
  async (display) => {
    await render(
      <div data-testid="page" style={{ display, width: 260 }}>
        <Tabs defaultValue="t1">
          <TabsList aria-label="Reports">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <TabsTrigger key={n} value={`t${n}`}>{`Report ${n}`}</TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>,
    );
    const list = page.getByRole("tablist");
    expect(page.getByTestId("page").element().scrollWidth).toBe(260);
    expect(list.element().getBoundingClientRect().width).toBeLessThanOrEqual(260);
    await expect.element(list).toHaveAttribute("data-overflow", "end");
  },
);

test("the active tab is in view from the first render and when a controlled value changes", async () => {
  const uncontrolled = await render(<Narrow defaultValue="t6" />);
  await expect.poll(() => clearOfFades("Report 6")).toBe(true);
  expect(window.scrollY).toBe(0);
  await uncontrolled.unmount();
  // controlled from its first render (a switch from defaultValue to value is React's warning, not a use)
  const screen = await render(<Narrow value="t6" />);
  await expect.poll(() => clearOfFades("Report 6")).toBe(true);
  await screen.rerender(<Narrow value="t1" />);
  await expect.poll(() => clearOfFades("Report 1")).toBe(true);
  await expect.element(page.getByRole("tablist")).toHaveAttribute("data-overflow", "end");
});

test("a row that fits has no fade", async () => {
  await render(<Settings />);
  await expect.element(page.getByRole("tablist")).not.toHaveAttribute("data-overflow");
  expect(getComputedStyle(page.getByRole("tablist").element()).maskImage).toBe("none");
});

test("a label too long for a tab ends in an ellipsis, with the whole label as its title and name", async () => {
  const label = "Maintenance backlog and overdue inspections across every site";
  await render(
    <Tabs defaultValue="a">
      <TabsList aria-label="Reports">
        <TabsTrigger value="a">Utilisation</TabsTrigger>
        <TabsTrigger value="b">{label}</TabsTrigger>
      </TabsList>
    </Tabs>,
  );
  const long = page.getByRole("tab", { name: label });
  await expect.element(long).toHaveAttribute("title", label);
  await expect.element(tab("Utilisation")).not.toHaveAttribute("title");
  const text = long.element().querySelector("[data-slot=tabs-trigger-label]") as HTMLElement;
  expect(getComputedStyle(text).textOverflow).toBe("ellipsis");
  expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  // one line, as tall as the short tab
  expect(long.element().getBoundingClientRect().height).toBe(
    tab("Utilisation").element().getBoundingClientRect().height,
  );
});

test("the focused panel's ring stands clear of its content", async () => {
  await render(<Settings />);
  await tabIn();
  await userEvent.keyboard("{Tab}");
  await expect.element(panel()).toHaveFocus();
  const style = getComputedStyle(panel().element());
  // Tailwind's ring offset is the first shadow: a 6px band of the background around the box
  expect(style.boxShadow).toMatch(/ 0px 0px 0px 6px/);
  // and the list keeps clear of the ring (2 px) outside it
  const list = page.getByRole("tablist").element().getBoundingClientRect();
  expect(panel().element().getBoundingClientRect().top - list.bottom).toBeGreaterThanOrEqual(6 + 2 + 2);
});

/** The horizontal distance between the end of `a` and the start of `b` inside `root`, laid out. */
function gapBetween(root: HTMLElement, a: string, b: string): number {
  const text = root.textContent ?? "";
  const rectOf = (index: number, length: number) => {
    // find the text node and offset of character `index`
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const size = node.textContent?.length ?? 0;
      if (index < seen + size) {
        const range = document.createRange();
        range.setStart(node, index - seen);
        range.setEnd(node, index - seen + length);
        return range.getBoundingClientRect();
      }
      seen += size;
    }
    throw new Error(`no character ${index} in ${JSON.stringify(text)}`);
  };
  const first = text.indexOf(a);
  const second = text.indexOf(b, first + a.length);
  return rectOf(second, b.length).left - rectOf(first, a.length).right;
}

test("a label with an element in it (All (<Count />)) is one run of text too, and its title follows the element's text", async () => {
  const Count = ({ n }: { n: number }) => <span>{n.toLocaleString("en-US")}</span>;
  const Tab = ({ n }: { n: number }) => (
    <Tabs defaultValue="all">
      <TabsList aria-label="Assets">
        <TabsTrigger value="all">
          <svg aria-hidden="true" viewBox="0 0 16 16" data-testid="icon" />
          All (<Count n={n} />)
        </TabsTrigger>
        <TabsTrigger value="long" style={{ maxWidth: 96 }}>
          Registered in the last quarter (<Count n={n} />)
        </TabsTrigger>
      </TabsList>
    </Tabs>
  );
  const screen = await render(<Tab n={1200} />);
  const all = page.getByRole("tab", { name: "All (1,200)", exact: true });
  await expect.element(all).toBeVisible();
  const labels = all.element().querySelectorAll("[data-slot=tabs-trigger-label]");
  expect(labels).toHaveLength(1);
  expect(labels[0]!.textContent).toBe("All (1,200)");
  expect(Math.abs(gapBetween(all.element() as HTMLElement, "(", "1,200"))).toBeLessThan(1);
  expect(Math.abs(gapBetween(all.element() as HTMLElement, "1,200", ")"))).toBeLessThan(1);
  const icon = all.element().querySelector("[data-testid=icon]") as SVGElement;
  expect(labels[0]!.getBoundingClientRect().left - icon.getBoundingClientRect().right).toBe(6);

  const long = page.getByRole("tab", { name: "Registered in the last quarter (1,200)", exact: true });
  await expect.element(long).toHaveAttribute("title", "Registered in the last quarter (1,200)");
  // the count changes inside its element: the title follows
  await screen.rerender(<Tab n={1300} />);
  await expect
    .element(page.getByRole("tab", { name: "Registered in the last quarter (1,300)", exact: true }))
    .toHaveAttribute("title", "Registered in the last quarter (1,300)");
});

test("a label written in pieces (All ({count})) reads and lays out as one run of text; an icon keeps its gap", async () => {
  const count = 200;
  await render(
    <Tabs defaultValue="all">
      <TabsList aria-label="Assets">
        <TabsTrigger value="all">All ({count})</TabsTrigger>
        <TabsTrigger value="missing">
          <svg aria-hidden="true" viewBox="0 0 16 16" data-testid="icon" />
          Missing ({3})
        </TabsTrigger>
      </TabsList>
    </Tabs>,
  );
  const all = page.getByRole("tab", { name: "All (200)", exact: true });
  await expect.element(all).toBeVisible();
  expect(all.element().textContent).toBe("All (200)");
  // one label, and no gap inside the text: "(" touches "200", "200" touches ")"
  expect(all.element().querySelectorAll("[data-slot=tabs-trigger-label]")).toHaveLength(1);
  expect(Math.abs(gapBetween(all.element() as HTMLElement, "(", "200"))).toBeLessThan(1);
  expect(Math.abs(gapBetween(all.element() as HTMLElement, "200", ")"))).toBeLessThan(1);

  const missing = page.getByRole("tab", { name: "Missing (3)", exact: true });
  await expect.element(missing).toBeVisible();
  const label = missing.element().querySelector("[data-slot=tabs-trigger-label]") as HTMLElement;
  expect(label.textContent).toBe("Missing (3)");
  // the icon and the text keep the tab's gap (gap-1.5: 6 px)
  const icon = missing.element().querySelector("[data-testid=icon]") as SVGElement;
  expect(label.getBoundingClientRect().left - icon.getBoundingClientRect().right).toBe(6);
});
