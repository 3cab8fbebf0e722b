import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadarIcon } from "lucide-react";
import type * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../../components/button/button.js";
import {
  Navbar,
  NavbarActions,
  NavbarBrand,
  NavbarLink,
  NavbarMenu,
  NavbarMenuToggle,
  NavbarNav,
} from "./navbar.js";

const links = ["Features", "Pricing", "Use Cases", "About", "Contact"];

// stand-in for a client-side router link: the story frame must not navigate
const stay = (event: React.MouseEvent) => event.preventDefault();

/** The same links in the bar and in the menu, as a site renders them; `current` marks one. */
function Links({ current }: { current?: string }) {
  return links.map((link) => (
    <NavbarLink key={link} href={`#${link.toLowerCase()}`} active={link === current} onClick={stay}>
      {link}
    </NavbarLink>
  ));
}

const meta = {
  title: "Layout/Navbar",
  component: Navbar,
  args: { sticky: true },
  argTypes: { open: { control: "boolean" }, defaultOpen: { control: "boolean" } },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    // stories are not scanned for the compiled stylesheet: story-only layout is inline
    <div style={{ minHeight: "20rem" }}>
      <Navbar {...args}>
        <NavbarBrand href="#home">
          <RadarIcon aria-hidden="true" className="text-primary" /> Orbitag
        </NavbarBrand>
        <NavbarNav>
          <Links current="Use Cases" />
        </NavbarNav>
        <NavbarActions>
          <Button variant="ghost">Sign In</Button>
          <Button>Start Free Trial</Button>
        </NavbarActions>
        <NavbarMenuToggle />
        <NavbarMenu>
          <NavbarNav>
            <Links current="Use Cases" />
          </NavbarNav>
          <NavbarActions>
            <Button variant="outline">Sign In</Button>
            <Button>Start Free Trial</Button>
          </NavbarActions>
        </NavbarMenu>
      </Navbar>
    </div>
  ),
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop width: brand, links (the current one marked), actions; the menu toggle is hidden. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Use Cases" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const LinkHoverFocus: Story = { parameters: { pseudo: { hover: true, focusVisible: true } } };

/**
 * Phone width: the toggle is the invoker of a native popover. It opens the menu and its name becomes
 * "Close menu"; pressing it again closes the menu. Escape and a tap outside close it too and focus returns
 * to the toggle: the platform's behaviour, which needs trusted input (navbar.browser.test.tsx presses them).
 */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    const menu = canvasElement.querySelector("[data-slot=navbar-menu]");
    await expect(toggle).toHaveAttribute("popovertarget", menu?.id);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(menu).toBeVisible());
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(menu).toHaveAttribute("data-state", "open");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Features" })).toHaveFocus();
    await userEvent.click(toggle);
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(menu).toHaveAttribute("data-state", "closed");
  },
};

/**
 * Open at first render (`defaultOpen`): the menu as a phone shows it, in its final state. It stays open when
 * the play function ends, since that is when the visual suite captures it (a link chosen in the menu closes
 * it: navbar.browser.test.tsx taps one).
 */
export const MobileOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvasElement.querySelector("[data-slot=navbar-menu]");
    await waitFor(() => expect(menu).toBeVisible());
    await expect(menu).toHaveAttribute("data-state", "open");
    await expect(canvas.getByRole("button", { name: "Close menu" })).toHaveAttribute("data-state", "open");
    await expect(canvas.getByRole("link", { name: "Use Cases" })).toHaveAttribute("aria-current", "page");
    // finished entering, if it animates at all (not under reduced motion)
    await Promise.all(menu!.getAnimations().map((animation) => animation.finished));
  },
};

/**
 * Controlled (`open` + `onOpenChange`): every change is reported and `open` decides. Here it stays true,
 * so the menu the toggle closed opens again.
 */
export const Controlled: Story = {
  args: { open: true, onOpenChange: fn() },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const menu = canvasElement.querySelector("[data-slot=navbar-menu]");
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const LongBrand: Story = {
  render: (args) => (
    <Navbar {...args}>
      <NavbarBrand href="#home">Orbitag Asset Intelligence Platform</NavbarBrand>
      <NavbarNav>
        <Links />
      </NavbarNav>
      <NavbarActions>
        <Button>Start Free Trial</Button>
      </NavbarActions>
      <NavbarMenuToggle />
      <NavbarMenu>
        <NavbarNav>
          <Links />
        </NavbarNav>
      </NavbarMenu>
    </Navbar>
  ),
};
