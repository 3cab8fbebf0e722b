import * as React from "react";
import { createPortal } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from "vitest";
import {
  Sidebar,
  SidebarMenuButton,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
  useSidebar,
  type SidebarProps,
  type SidebarProviderProps,
} from "./sidebar.js";
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuItem,
} from "./sidebar-parts.js";
import { DirectionProvider } from "../direction-provider/direction-provider.js";
import { focused, settled } from "../../test/overlay.js";
import { readSidebarCookie, sidebarCookie, SIDEBAR_COOKIE } from "./sidebar.shared.js";

const PAGES = ["Assets", "Locations", "Audits", "Reports", "Settings"];

function Shell({
  sidebar,
  current = "Assets",
  onNavigate,
  triggerClassName,
  children,
  ...provider
}: SidebarProviderProps & {
  sidebar?: SidebarProps;
  current?: string;
  onNavigate?: (page: string) => void;
  triggerClassName?: string;
}) {
  return (
    <SidebarProvider {...provider}>
      <Sidebar {...sidebar}>
        <SidebarHeader>Orbitag</SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Workspace</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {PAGES.map((name) => (
                  <SidebarMenuItem key={name}>
                    <SidebarMenuButton asChild isActive={name === current} tooltip={name}>
                      <a
                        href={`#${name}`}
                        onClick={(event) => {
                          event.preventDefault();
                          onNavigate?.(name);
                        }}
                      >
                        <svg aria-hidden="true" />
                        <span>{name}</span>
                        {name === "Audits" ? <SidebarMenuBadge>3</SidebarMenuBadge> : null}
                      </a>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton>Account</SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
        <SidebarRail />
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger className={triggerClassName} />
        {children ?? <input aria-label="Search" />}
        <div contentEditable suppressContentEditableWarning aria-label="Notes" role="textbox">
          Notes
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

const desktopSidebar = () => document.querySelector<HTMLElement>("[data-slot=sidebar]:not([data-mobile])")!;
// by its slot: while the phone's Sheet is open the page behind it (the trigger too) is hidden from the role tree
const trigger = () => page.elementLocator(document.querySelector("[data-slot=sidebar-trigger]")!);
const clearCookie = () => (document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`);

beforeEach(clearCookie);
afterEach(clearCookie);

describe("on a desktop", () => {
  beforeEach(async () => {
    const [width, height] = [window.innerWidth, window.innerHeight];
    await page.viewport(1280, 800);
    onTestFinished(() => page.viewport(width, height));
  });

  test("a nav landmark beside the main; the trigger is a disclosure that collapses it to a 48 px rail", async () => {
    await render(<Shell />);
    await expect.element(page.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    await expect.element(page.getByRole("main")).toHaveAttribute("data-slot", "sidebar-inset");
    const sidebar = desktopSidebar();
    expect(sidebar.getAttribute("data-state")).toBe("expanded");
    expect(sidebar.hasAttribute("data-collapsible")).toBe(false);
    expect(sidebar.getBoundingClientRect().width).toBe(256);
    const container = document.querySelector("[data-slot=sidebar-container]")!;
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "true");
    await expect.element(trigger()).toHaveAttribute("aria-controls", container.id);
    await expect.element(trigger()).toHaveAttribute("aria-keyshortcuts", "Control+B");
    await userEvent.click(trigger());
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(sidebar.getAttribute("data-state")).toBe("collapsed");
    expect(sidebar.getAttribute("data-collapsible")).toBe("icon");
    expect(document.querySelector("[data-slot=sidebar-wrapper]")!.getAttribute("data-state")).toBe(
      "collapsed",
    );
    await expect.poll(() => sidebar.getBoundingClientRect().width).toBe(48);
    // the rail: icons in 32 px squares, labels clipped but still the links' names, the badge hidden
    const audits = page.getByRole("link", { name: "Audits" });
    await expect.poll(() => audits.element().getBoundingClientRect().width).toBe(32);
    expect(getComputedStyle(audits.element().querySelector("[data-slot=sidebar-menu-badge]")!).display).toBe(
      "none",
    );
    await userEvent.keyboard("{Enter}");
    expect(sidebar.getAttribute("data-state")).toBe("expanded");
    await expect.element(page.getByRole("link", { name: "Audits 3" })).toBeInTheDocument();
  });

  test("Ctrl+B toggles from anywhere but a rich-text editor; a held key toggles once", async () => {
    const onOpenChange = vi.fn();
    await render(<Shell onOpenChange={onOpenChange} />);
    (page.getByRole("textbox", { name: "Search" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Control>}b{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    // ⌘B is the Apple shortcut, not this platform's
    await userEvent.keyboard("{Meta>}b{/Meta}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    (page.getByRole("textbox", { name: "Notes" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Control>}b{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    (page.getByRole("textbox", { name: "Search" }).element() as HTMLElement).focus();
    // a key held down repeats its keydown: the sidebar toggles once
    await userEvent.keyboard("{Control>}{b>3/}{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
    expect(onOpenChange.mock.calls).toEqual([[false], [true]]);
  });

  test("keyboardShortcut: another one, or none", async () => {
    const screen = await render(<Shell keyboardShortcut="mod+shift+s" />);
    await userEvent.keyboard("{Control>}b{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
    await userEvent.keyboard("{Control>}{Shift>}s{/Shift}{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    await expect.element(trigger()).toHaveAttribute("aria-keyshortcuts", "Control+Shift+S");
    await screen.rerender(<Shell keyboardShortcut={false} />);
    await userEvent.keyboard("{Control>}{Shift>}s{/Shift}{/Control}");
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    await expect.element(trigger()).not.toHaveAttribute("aria-keyshortcuts");
  });

  test("collapsed, a menu button's label shows in a tooltip on focus; expanded, none", async () => {
    await render(<Shell />);
    (page.getByRole("link", { name: "Reports" }).element() as HTMLElement).focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(page.getByRole("tooltip").elements()).toHaveLength(0);
    await userEvent.keyboard("{Control>}b{/Control}");
    (page.getByRole("link", { name: "Locations" }).element() as HTMLElement).focus();
    const tooltip = page.getByRole("tooltip");
    await expect.element(tooltip).toHaveTextContent("Locations");
    // towards the content: clear of the rail and its border, with the tooltip's own 4 px gap
    const bubble = tooltip.element().closest("[data-slot=tooltip-content]")!;
    const rail = desktopSidebar().querySelector("[data-slot=sidebar-container]")!;
    // both read on each poll: the rail may still be collapsing when the tooltip opens (a busy machine)
    await expect
      .poll(() => bubble.getBoundingClientRect().left - rail.getBoundingClientRect().right)
      .toBeGreaterThanOrEqual(4);
    // the trigger keeps its own data-slot under the tooltip's
    expect(page.getByRole("link", { name: "Locations" }).element().getAttribute("data-slot")).toBe(
      "sidebar-menu-button",
    );
  });

  test("active link: aria-current and data-active", async () => {
    function App() {
      const [current, setCurrent] = React.useState("Assets");
      return <Shell current={current} onNavigate={setCurrent} />;
    }
    await render(<App />);
    await expect.element(page.getByRole("link", { name: "Assets" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(page.getByRole("link", { name: "Reports" }));
    await expect.element(page.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
    await expect.element(page.getByRole("link", { name: "Reports" })).toHaveAttribute("data-active", "true");
    await expect.element(page.getByRole("link", { name: "Assets" })).not.toHaveAttribute("aria-current");
  });

  test("offcanvas slides away, out of the Tab order; none never collapses; the rail toggles for the pointer", async () => {
    const screen = await render(<Shell sidebar={{ collapsible: "offcanvas" }} />);
    await userEvent.click(trigger());
    expect(desktopSidebar().getAttribute("data-collapsible")).toBe("offcanvas");
    await expect.poll(() => desktopSidebar().getBoundingClientRect().width).toBe(0);
    expect(page.getByRole("navigation").elements()).toHaveLength(0);
    // the rail is for the pointer: no tab stop, hidden from assistive tech (the trigger is the one button)
    const rail = document.querySelector<HTMLElement>("[data-slot=sidebar-rail]")!;
    expect(rail.tabIndex).toBe(-1);
    expect(rail.getAttribute("aria-hidden")).toBe("true");
    expect(page.getByRole("button", { name: "Toggle sidebar" }).elements()).toHaveLength(1);
    await screen.rerender(<Shell sidebar={{ collapsible: "icon" }} />);
    // the panel grows from nothing to the icon rail (a width transition) and the rail rides its edge: a forced
    // click, aimed at the rail mid-transition, landed beside it on a busy CI machine (still "collapsed"); the
    // transition is waited out and the click is a plain one, which waits for the rail to stand still
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await userEvent.click(page.elementLocator(rail));
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
    await screen.rerender(<Shell sidebar={{ collapsible: "none" }} defaultOpen={false} />);
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
  });

  test("side end and right to left put it on the right", async () => {
    const screen = await render(<Shell sidebar={{ side: "end" }} />);
    const right = () => desktopSidebar().getBoundingClientRect().left;
    expect(right()).toBeGreaterThanOrEqual(document.querySelector("main")!.getBoundingClientRect().right);
    await screen.rerender(
      <div dir="rtl">
        <Shell />
      </div>,
    );
    expect(right()).toBeGreaterThanOrEqual(document.querySelector("main")!.getBoundingClientRect().right);
  });

  test("the trigger's icon draws the panel on the sidebar's side", async () => {
    // the icon's horizontal flip, the `scale`s from the trigger down composed: -1 draws PanelLeft's panel right
    const flip = () => {
      let sign = 1;
      const trigger = document.querySelector("[data-slot=sidebar-trigger]")!;
      for (let at: Element | null = trigger.querySelector("svg"); at && at !== trigger; at = at.parentElement)
        sign *= parseFloat(getComputedStyle(at).scale) < 0 ? -1 : 1;
      return sign;
    };
    const screen = await render(<Shell />);
    expect(flip()).toBe(1);
    await screen.rerender(<Shell sidebar={{ side: "end" }} />);
    expect(flip()).toBe(-1);
    await screen.rerender(
      <div dir="rtl">
        <Shell />
      </div>,
    );
    expect(flip()).toBe(-1);
    await screen.rerender(
      <div dir="rtl">
        <Shell sidebar={{ side: "end" }} />
      </div>,
    );
    expect(flip()).toBe(1);
  });

  test("the state is stored in a cookie and read back before the first paint of a client-rendered app", async () => {
    const screen = await render(<Shell key="first" />);
    await userEvent.click(trigger());
    expect(readSidebarCookie(document.cookie)).toBe(false);
    // what the first commit (before the browser paints) shows
    const firstLayout: string[] = [];
    function Probe() {
      React.useLayoutEffect(() => {
        firstLayout.push(document.querySelector("[data-slot=sidebar]")!.getAttribute("data-state")!);
      }, []);
      return null;
    }
    // a new app (a reload)
    await screen.rerender(
      <Shell key="reloaded">
        <Probe />
      </Shell>,
    );
    expect(firstLayout).toEqual(["collapsed"]);
    await userEvent.click(trigger());
    expect(readSidebarCookie(document.cookie)).toBe(true);
  });

  test("the stored state wins over defaultOpen; open makes it controlled; cookieName null stores nothing", async () => {
    document.cookie = sidebarCookie(false);
    const screen = await render(<Shell key="uncontrolled" defaultOpen />);
    expect(desktopSidebar().getAttribute("data-state")).toBe("collapsed");
    const onOpenChange = vi.fn();
    await screen.rerender(<Shell key="controlled" open onOpenChange={onOpenChange} cookieName={null} />);
    await userEvent.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // the parent did not take it
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
    expect(readSidebarCookie(document.cookie)).toBe(false);
  });

  test("a server page that passes the stored state renders it, and hydration matches (no flash, no error)", async () => {
    document.cookie = sidebarCookie(false);
    const host = document.createElement("div");
    // the server reads the request's Cookie header
    host.innerHTML = renderToString(
      <Shell defaultOpen={readSidebarCookie(`theme=dark; ${SIDEBAR_COOKIE}=false`)} />,
    );
    document.body.append(host);
    onTestFinished(() => host.remove());
    expect(host.querySelector("[data-slot=sidebar]")!.getAttribute("data-state")).toBe("collapsed");
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    onTestFinished(() => consoleError.mockRestore());
    const states: string[] = [];
    const observer = new MutationObserver(() =>
      states.push(host.querySelector("[data-slot=sidebar]")!.getAttribute("data-state")!),
    );
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
    const root = hydrateRoot(host, <Shell defaultOpen={false} />, {
      onRecoverableError: (error) => errors.push(error),
    });
    onTestFinished(() => root.unmount());
    await expect
      .poll(() => host.querySelector("[data-slot=sidebar-trigger]")?.getAttribute("aria-keyshortcuts"))
      .toBe("Control+B");
    await userEvent.click(page.elementLocator(host.querySelector("[data-slot=sidebar-trigger]")!));
    expect(host.querySelector("[data-slot=sidebar]")!.getAttribute("data-state")).toBe("expanded");
    observer.disconnect();
    // the only change is the click's; hydration changed nothing
    expect(states.filter((state) => state === "collapsed")).toEqual([]);
    expect(errors.map(String)).toEqual([]);
  });
});

describe("on a phone", () => {
  beforeEach(async () => {
    const [width, height] = [window.innerWidth, window.innerHeight];
    await page.viewport(390, 844);
    onTestFinished(() => page.viewport(width, height));
  });

  test("a Sheet: the trigger opens it with the focus on the first link; Escape closes it and returns the focus", async () => {
    await render(<Shell />);
    expect(getComputedStyle(desktopSidebar()).display).toBe("none");
    await expect.element(trigger()).toHaveAttribute("aria-haspopup", "dialog");
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog", { name: "Main" });
    await expect.element(sheet).toBeInTheDocument();
    await expect.element(trigger()).toHaveAttribute("aria-expanded", "true");
    await expect.element(page.getByRole("link", { name: "Assets" })).toHaveFocus();
    // the Sheet slides in from the start side: the left
    await expect.poll(() => sheet.element().getBoundingClientRect().left).toBe(0);
    const mobile = sheet.element().querySelector("[data-slot=sidebar]")!;
    expect(mobile.getAttribute("data-mobile")).toBe("true");
    expect(mobile.getAttribute("data-state")).toBe("expanded");
    await userEvent.keyboard("{Escape}");
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  test("the Sheet keeps the focus: Tab and Shift+Tab go round its links and buttons, never to the page behind", async () => {
    await render(<Shell />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog", { name: "Main" });
    await expect.element(page.getByRole("link", { name: "Assets" })).toHaveFocus();
    const name = (el: Element | null) => el?.getAttribute("aria-label") || el?.textContent?.trim();
    const stops = [
      ...sheet.element().querySelectorAll<HTMLElement>("a[href], button:not(:disabled), [tabindex='0']"),
    ]
      // the rail is for the pointer (tabindex -1)
      .filter((el) => el.tabIndex >= 0)
      .map(name);
    // the pages, the footer's Account, the Sheet's close button
    expect(stops.length).toBeGreaterThanOrEqual(PAGES.length + 1);
    const forward: (string | undefined)[] = [];
    for (let i = 0; i < stops.length; i++) {
      await userEvent.tab();
      expect(sheet.element().contains(focused())).toBe(true);
      forward.push(name(focused()));
    }
    // round once: back on the first link, every stop on the way
    expect(forward.at(-1)).toBe("Assets");
    expect(new Set(forward)).toEqual(new Set(stops));
    await userEvent.tab({ shift: true });
    expect(sheet.element().contains(focused())).toBe(true);
    expect(name(focused())).toBe(forward.at(-2));
    await userEvent.tab();
    expect(name(focused())).toBe("Assets");
  });

  test("the Sheet is --sidebar-width-mobile wide (18rem, or the provider's own), though portalled out of it", async () => {
    const { rerender } = await render(<Shell />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog", { name: "Main" });
    // the Sheet is rendered under <body>, outside the provider's wrapper that sets the variable
    await expect.poll(() => sheet.element().getBoundingClientRect().width).toBe(288);
    await userEvent.keyboard("{Escape}");
    await expect.element(sheet).not.toBeInTheDocument();
    await rerender(<Shell style={{ "--sidebar-width-mobile": "20rem" } as React.CSSProperties} />);
    await userEvent.click(trigger());
    await expect.poll(() => sheet.element().getBoundingClientRect().width).toBe(320);
    await userEvent.keyboard("{Escape}");
    await expect.element(sheet).not.toBeInTheDocument();
    // never wider than 85 % of the phone's width
    await rerender(<Shell style={{ "--sidebar-width-mobile": "30rem" } as React.CSSProperties} />);
    await userEvent.click(trigger());
    await expect.poll(() => sheet.element().getBoundingClientRect().width).toBe(390 * 0.85);
  });

  test("the Sheet's X stands clear of the header's items (the brand link, a workspace switcher)", async () => {
    await render(<Shell />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog", { name: "Main" });
    await settled(sheet.element());
    const x = page.getByRole("button", { name: "Close" }).element().getBoundingClientRect();
    const header = sheet.element().querySelector("[data-slot=sidebar-header]")!;
    // the header's content box ends before the X starts
    const style = getComputedStyle(header);
    const contentEnd = header.getBoundingClientRect().right - parseFloat(style.paddingRight);
    expect(contentEnd).toBeLessThanOrEqual(x.left);
  });

  test("following a link closes it; Ctrl+B opens and closes it; the desktop state is untouched", async () => {
    const onNavigate = vi.fn();
    await render(<Shell onNavigate={onNavigate} />);
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect.element(page.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(page.getByRole("link", { name: "Locations" }));
    expect(onNavigate).toHaveBeenCalledWith("Locations");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    // a button in it (an account menu) does not close it
    await userEvent.keyboard("{Control>}b{/Control}");
    await userEvent.click(page.getByRole("button", { name: "Account" }));
    await expect.element(page.getByRole("dialog")).toBeInTheDocument();
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    expect(desktopSidebar().getAttribute("data-state")).toBe("expanded");
    expect(readSidebarCookie(document.cookie)).toBeUndefined();
  });

  test("right to left: the Sheet comes from the right", async () => {
    await render(
      <div dir="rtl">
        <Shell />
      </div>,
    );
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog").element();
    await expect.poll(() => Math.round(sheet.getBoundingClientRect().right)).toBe(390);
  });

  test("a language switch to right to left while open: the next Sheet comes from the right", async () => {
    // the app flips `dir` and the provider together, as a language menu does (the shell stays mounted)
    const app = (dir: "ltr" | "rtl") => (
      <div dir={dir}>
        <DirectionProvider dir={dir}>
          <Shell />
        </DirectionProvider>
      </div>
    );
    const screen = await render(app("ltr"));
    await screen.rerender(app("rtl"));
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog").element();
    await expect.poll(() => Math.round(sheet.getBoundingClientRect().right)).toBe(390);
  });

  test("<html dir> set by a script after the shell mounted: the Sheet follows it", async () => {
    await render(<Shell />);
    document.documentElement.dir = "rtl";
    onTestFinished(() => document.documentElement.removeAttribute("dir"));
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog").element();
    await expect.poll(() => Math.round(sheet.getBoundingClientRect().right)).toBe(390);
  });

  test("growing to a desktop width closes the Sheet; the focus goes to the same item in the sidebar", async () => {
    await render(<Shell />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog");
    await expect.element(sheet).toBeInTheDocument();
    // on a link in the Sheet (not the first one Radix focused)
    (sheet.getByRole("link", { name: "Reports" }).element() as HTMLElement).focus();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    expect(getComputedStyle(desktopSidebar()).display).toBe("block");
    const reports = desktopSidebar().querySelector<HTMLElement>("a[href='#Reports']");
    await expect.poll(() => document.activeElement).toBe(reports);
  });

  test("growing to a desktop width with the focus on the Sheet's X and a phone-only trigger: the current page's item", async () => {
    await render(<Shell current="Audits" triggerClassName="md:hidden" />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog");
    (sheet.getByRole("button", { name: "Close" }).element() as HTMLElement).focus();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(desktopSidebar().querySelector("a[href='#Audits']"));
  });

  test("growing to a desktop width: another shell's trigger on the page never takes the focus", async () => {
    // a second app shell first on the page (a preview, an embedded tool) with a trigger that stays visible
    await render(
      <>
        <Shell sidebar={{ label: "Preview" }} />
        <Shell current="Audits" triggerClassName="md:hidden" />
      </>,
    );
    const [, own] = document.querySelectorAll<HTMLElement>("[data-slot=sidebar-trigger]");
    await userEvent.click(page.elementLocator(own!));
    const sheet = page.getByRole("dialog", { name: "Main" });
    (sheet.getByRole("button", { name: "Close" }).element() as HTMLElement).focus();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    const [, sidebar] = document.querySelectorAll("[data-slot=sidebar]:not([data-mobile])");
    await expect.poll(() => document.activeElement).toBe(sidebar!.querySelector("a[href='#Audits']"));
  });

  test("growing to a desktop width: its own trigger rendered through a portal takes the focus", async () => {
    // the phone-only trigger opened the Sheet; the app's toolbar (portalled to the body) has another one
    function Toolbar() {
      return createPortal(<SidebarTrigger label="Navigation" />, document.body);
    }
    await render(
      <Shell triggerClassName="md:hidden">
        <Toolbar />
      </Shell>,
    );
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog", { name: "Main" });
    (sheet.getByRole("button", { name: "Close" }).element() as HTMLElement).focus();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement?.getAttribute("aria-label")).toBe("Navigation");
  });

  test("growing to a desktop width with the sidebar slid away: the focus goes back to the trigger", async () => {
    await render(<Shell sidebar={{ collapsible: "offcanvas" }} defaultOpen={false} />);
    await userEvent.click(trigger());
    const sheet = page.getByRole("dialog");
    (sheet.getByRole("link", { name: "Reports" }).element() as HTMLElement).focus();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger().element());
  });
});

test("useSidebar outside a SidebarProvider fails with a clear error", async () => {
  function Reader() {
    useSidebar();
    return null;
  }
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await expect(render(<Reader />)).rejects.toThrow("useSidebar must be used inside a SidebarProvider");
  spy.mockRestore();
  // and so does every part that needs the provider
  const spy2 = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await expect(render(<SidebarTrigger />)).rejects.toThrow(
    "useSidebar must be used inside a SidebarProvider",
  );
  spy2.mockRestore();
});

test("readSidebarCookie reads a Cookie header; sidebarCookie writes one", () => {
  expect(readSidebarCookie(undefined)).toBeUndefined();
  expect(readSidebarCookie("a=1; sidebar_state=true")).toBe(true);
  expect(readSidebarCookie("sidebar_state=false;b=2")).toBe(false);
  expect(readSidebarCookie("sidebar_state=maybe")).toBeUndefined();
  expect(readSidebarCookie("my_sidebar_state=false")).toBeUndefined();
  expect(readSidebarCookie("app_nav=false", "app_nav")).toBe(false);
  expect(sidebarCookie(true)).toBe("sidebar_state=true; path=/; max-age=31536000; SameSite=Lax");
});
