import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { cdp, page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test, vi } from "vitest";
import { tap } from "../../test/tap.js";
import { Button } from "../../components/button/index.js";
import {
  Navbar,
  NavbarActions,
  NavbarBrand,
  NavbarLink,
  NavbarMenu,
  NavbarMenuToggle,
  NavbarNav,
} from "./navbar.js";

afterEach(async () => {
  await page.viewport(414, 896);
  document.body.replaceChildren();
});

function Header(props: React.ComponentProps<typeof Navbar>) {
  return (
    <Navbar {...props}>
      <NavbarBrand href="#top">Orbitag</NavbarBrand>
      <NavbarNav>
        <NavbarLink href="#features">Features</NavbarLink>
      </NavbarNav>
      <NavbarMenuToggle />
      <NavbarMenu>
        <NavbarNav aria-label="Mobile">
          <NavbarLink href="#features" onClick={(event) => event.preventDefault()}>
            Features
          </NavbarLink>
          <NavbarLink href="#pricing" onClick={(event) => event.preventDefault()}>
            Pricing
          </NavbarLink>
        </NavbarNav>
      </NavbarMenu>
    </Navbar>
  );
}

const menuOf = (toggle: Element) => document.getElementById(toggle.getAttribute("popovertarget") ?? "")!;
const isOpen = (menu: Element) => menu.matches(":popover-open");

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}
function findFrame(tree: FrameTree, url: string): string | undefined {
  if (tree.frame.url === url) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const id = findFrame(child, url);
    if (id) return id;
  }
  return undefined;
}

/** Chromium's own accessibility tree: is the toggle exposed as expanded? (popovertarget, no aria-expanded) */
async function expandedInAccessibilityTree(name: string): Promise<boolean | undefined> {
  const session = cdp();
  // the test's own frame (Vitest runs it in an iframe): the one whose URL is this document's
  const { frameTree } = (await session.send("Page.getFrameTree")) as { frameTree: FrameTree };
  const frameId = findFrame(frameTree, window.location.href);
  const { nodes } = (await session.send("Accessibility.getFullAXTree", { frameId })) as {
    nodes: Array<{
      role?: { value: string };
      name?: { value: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  const node = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
  return node?.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
}

test("the toggle opens a native popover; name, icon and expanded state follow; Escape closes and returns focus", async () => {
  await page.viewport(375, 700);
  const screen = await render(<Header />);
  const toggle = screen.getByRole("button", { name: "Open menu" });
  const menu = menuOf(toggle.element());
  expect(menu).toHaveAttribute("popover", "auto");
  expect(toggle.element()).toHaveAttribute("aria-controls", menu.id);
  expect(isOpen(menu)).toBe(false);
  expect(await expandedInAccessibilityTree("Open menu")).toBe(false);

  await userEvent.click(toggle);
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expect.element(screen.getByRole("button", { name: "Close menu" })).toBeVisible();
  expect(await expandedInAccessibilityTree("Close menu")).toBe(true);
  await expect.element(screen.getByRole("banner")).toHaveAttribute("data-open", "true");
  expect(menu).toHaveAttribute("data-state", "open");

  // keyboard into the menu, then Escape: closes and focus goes back to the toggle
  await userEvent.tab();
  await expect.element(screen.getByRole("link", { name: "Features" })).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  await expect.element(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  expect(isOpen(menu)).toBe(false);
  await expect.element(screen.getByRole("banner")).not.toHaveAttribute("data-open");
});

test("works by a real touch: a tap opens it, tapping a link closes it", async () => {
  await page.viewport(375, 700);
  const screen = await render(<Header />);
  const pointerTypes: string[] = [];
  document.addEventListener("pointerdown", (event) => pointerTypes.push(event.pointerType));

  const toggle = screen.getByRole("button", { name: "Open menu" }).element();
  await tap(toggle);
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await tap(screen.getByRole("link", { name: "Pricing" }).element());
  await expect.poll(() => isOpen(menuOf(toggle))).toBe(false);
  await expect.element(screen.getByRole("banner")).not.toHaveAttribute("data-open");
  expect(pointerTypes).toEqual(["touch", "touch"]);
});

test("a tap outside the menu closes it (light dismiss)", async () => {
  await page.viewport(375, 700);
  const onOpenChange = vi.fn();
  const screen = await render(
    <>
      <Header onOpenChange={onOpenChange} />
      <main style={{ height: 800 }}>Page</main>
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await userEvent.click(screen.getByText("Page"), { position: { x: 10, y: 600 } });
  await expect.poll(() => onOpenChange.mock.calls).toEqual([[true], [false]]);
});

test("closes when the window grows to desktop width, where the toggle is hidden", async () => {
  await page.viewport(375, 700);
  const onOpenChange = vi.fn();
  const screen = await render(<Header defaultOpen onOpenChange={onOpenChange} />);
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.viewport(1024, 700);
  await expect.poll(() => onOpenChange.mock.calls).toEqual([[false]]);
  await expect.element(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(screen.getByRole("button", { name: /menu/ }).query()).toBeNull();
  expect(isOpen(document.querySelector("[data-slot=navbar-menu]")!)).toBe(false);
});

test("can be controlled", async () => {
  await page.viewport(375, 700);
  function Controlled() {
    const [open, setOpen] = React.useState(false);
    return (
      <>
        <output>{open ? "open" : "closed"}</output>
        <button type="button" onClick={() => setOpen(true)}>
          Open from outside
        </button>
        <Header open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const screen = await render(<Controlled />);
  await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
  await expect.element(screen.getByRole("status")).toHaveTextContent("open");
  await userEvent.keyboard("{Escape}");
  await expect.element(screen.getByRole("status")).toHaveTextContent("closed");
  // the state drives the popover too
  await userEvent.click(screen.getByRole("button", { name: "Open from outside" }));
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
});

test("Tab past the menu's last item closes it (the focus is not hidden under the panel); back to the toggle keeps it", async () => {
  await page.viewport(375, 700);
  const onOpenChange = vi.fn();
  render(
    <>
      <Header onOpenChange={onOpenChange} />
      <button type="button">After the header</button>
    </>,
  );
  await expect.element(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  const toggle = page.getByRole("button", { name: "Open menu" }).element();
  await userEvent.click(toggle);
  const menu = menuOf(toggle);
  expect(isOpen(menu)).toBe(true);

  // Shift+Tab from the first link lands on the toggle: the menu stays
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Features");
  await userEvent.tab({ shift: true });
  expect(document.activeElement).toBe(toggle);
  expect(isOpen(menu)).toBe(true);

  await userEvent.tab();
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Pricing");
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("After the header");
  expect(isOpen(menu)).toBe(false);
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await expect.element(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("the menu's actions are touch-sized as its links (44 px high)", async () => {
  await page.viewport(375, 700);
  render(
    <Navbar defaultOpen>
      <NavbarMenuToggle />
      <NavbarMenu>
        <NavbarNav aria-label="Mobile">
          <NavbarLink href="#features">Features</NavbarLink>
        </NavbarNav>
        <NavbarActions>
          <Button variant="ghost" size="sm">
            Sign in
          </Button>
          <Button size="sm">Start</Button>
        </NavbarActions>
      </NavbarMenu>
    </Navbar>,
  );
  await expect.element(page.getByRole("button", { name: "Start" })).toBeVisible();
  const heights = [
    page.getByRole("link", { name: "Features" }),
    page.getByRole("button", { name: "Sign in" }),
    page.getByRole("button", { name: "Start" }),
  ].map((part) => Math.round(part.element().getBoundingClientRect().height));
  expect(heights).toEqual([44, 44, 44]);
});

test("works with no script: server-rendered HTML that never hydrates opens, closes and names its state", async () => {
  await page.viewport(375, 700);
  const host = document.createElement("div");
  host.innerHTML = renderToString(<Header />);
  document.body.append(host);
  const toggle = host.querySelector<HTMLButtonElement>("[data-slot=navbar-menu-toggle]")!;
  const menu = menuOf(toggle);
  await expect.element(page.getByRole("button", { name: "Open menu" })).toBeVisible();

  await userEvent.click(toggle);
  expect(isOpen(menu)).toBe(true);
  await expect.element(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  await expect.element(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await userEvent.tab();
  await userEvent.keyboard("{Escape}");
  expect(isOpen(menu)).toBe(false);
  expect(document.activeElement).toBe(toggle);
  await expect.element(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("hydrating keeps a menu the visitor opened before React was there", async () => {
  await page.viewport(375, 700);
  const host = document.createElement("div");
  host.innerHTML = renderToString(<Header />);
  document.body.append(host);
  const menu = host.querySelector("[data-slot=navbar-menu]")!;
  await userEvent.click(host.querySelector("[data-slot=navbar-menu-toggle]")!);
  expect(isOpen(menu)).toBe(true);

  const onOpenChange = vi.fn();
  const root = hydrateRoot(host, <Header onOpenChange={onOpenChange} />);
  await expect.poll(() => host.querySelector("header")?.getAttribute("data-open")).toBe("true");
  expect(isOpen(menu)).toBe(true);
  expect(onOpenChange).toHaveBeenCalledWith(true);
  root.unmount();
});

test("parts used outside a Navbar fail with a clear error", async () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await expect(render(<NavbarMenuToggle />)).rejects.toThrow(
    "<NavbarMenuToggle> must be used inside <Navbar>.",
  );
  spy.mockRestore();
});
