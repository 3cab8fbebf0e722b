import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadarIcon } from "lucide-react";
import type * as React from "react";
import { expect, waitFor } from "storybook/test";
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

const meta = {
  title: "Layout/Navbar",
  component: Navbar,
  args: { sticky: true },
  argTypes: { open: { control: "boolean" }, defaultOpen: { control: "boolean" } },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div className="min-h-80">
      <Navbar {...args}>
        <NavbarBrand href="#home">
          <RadarIcon aria-hidden="true" className="text-primary" /> Orbitag
        </NavbarBrand>
        <NavbarNav>
          {links.map((link, index) => (
            <NavbarLink key={link} href={`#${link.toLowerCase()}`} active={index === 2} onClick={stay}>
              {link}
            </NavbarLink>
          ))}
        </NavbarNav>
        <NavbarActions>
          <Button variant="ghost">Sign In</Button>
          <Button>Start Free Trial</Button>
        </NavbarActions>
        <NavbarMenuToggle />
        <NavbarMenu>
          <NavbarNav>
            {links.map((link, index) => (
              <NavbarLink key={link} href={`#${link.toLowerCase()}`} active={index === 2} onClick={stay}>
                {link}
              </NavbarLink>
            ))}
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

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Use Cases" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const LinkHoverFocus: Story = { parameters: { pseudo: { hover: true, focusVisible: true } } };

/** Phone width: the toggle opens the menu, Escape closes it and focus returns to the toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Features" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

export const MobileOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Pricing" });
    await userEvent.click(link);
    // choosing a link closes the menu
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const LongBrand: Story = {
  render: (args) => (
    <Navbar {...args}>
      <NavbarBrand href="#home">Orbitag Asset Intelligence Platform</NavbarBrand>
      <NavbarNav>
        {links.map((link) => (
          <NavbarLink key={link} href={`#${link.toLowerCase()}`}>
            {link}
          </NavbarLink>
        ))}
      </NavbarNav>
      <NavbarActions>
        <Button>Start Free Trial</Button>
      </NavbarActions>
      <NavbarMenuToggle />
      <NavbarMenu>
        <NavbarNav>
          {links.map((link) => (
            <NavbarLink key={link} href={`#${link.toLowerCase()}`}>
              {link}
            </NavbarLink>
          ))}
        </NavbarNav>
      </NavbarMenu>
    </Navbar>
  ),
};
