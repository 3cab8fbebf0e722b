import * as React from "react";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { afterEach, expect, test, vi } from "vitest";
import { tap } from "../../test/tap.js";
import { Navbar, NavbarBrand, NavbarLink, NavbarMenu, NavbarMenuToggle, NavbarNav } from "./navbar.js";

afterEach(async () => {
  await page.viewport(414, 896);
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

test("toggle wires aria-expanded/aria-controls and Escape returns focus", async () => {
  await page.viewport(375, 700);
  const screen = await render(<Header />);
  const toggle = screen.getByRole("button", { name: "Open menu" });
  const controls = toggle.element().getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  expect(document.getElementById(controls ?? "")).toHaveAttribute("hidden");

  await userEvent.click(toggle);
  await expect
    .element(screen.getByRole("button", { name: "Close menu" }))
    .toHaveAttribute("aria-expanded", "true");
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expect.element(screen.getByRole("banner")).toHaveAttribute("data-open", "true");

  // keyboard into the menu, then Escape: closes and focus goes back to the toggle
  await userEvent.tab();
  const link = screen.getByRole("link", { name: "Features" });
  await expect.element(link).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  await expect.element(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  await expect
    .element(screen.getByRole("button", { name: "Open menu" }))
    .toHaveAttribute("aria-expanded", "false");
  expect(document.getElementById(controls ?? "")).toHaveAttribute("hidden");
});

test("works by touch: tap opens, tapping a link closes", async () => {
  await page.viewport(375, 700);
  const screen = await render(<Header />);
  const toggle = screen.getByRole("button", { name: "Open menu" }).element();
  const pointers: string[] = [];
  toggle.addEventListener("pointerdown", (event) => pointers.push((event as PointerEvent).pointerType));
  await tap(toggle);
  expect(pointers).toEqual(["touch"]);
  await expect.element(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await tap(screen.getByRole("link", { name: "Pricing" }).element());
  await expect
    .element(screen.getByRole("button", { name: "Open menu" }))
    .toHaveAttribute("aria-expanded", "false");
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
});

test("can be controlled", async () => {
  await page.viewport(375, 700);
  function Controlled() {
    const [open, setOpen] = React.useState(false);
    return (
      <>
        <output>{open ? "open" : "closed"}</output>
        <Header open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const screen = await render(<Controlled />);
  await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
  await expect.element(screen.getByRole("status")).toHaveTextContent("open");
  await userEvent.keyboard("{Escape}");
  await expect.element(screen.getByRole("status")).toHaveTextContent("closed");
});

test("parts used outside a Navbar fail with a clear error", async () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await expect(render(<NavbarMenuToggle />)).rejects.toThrow(
    "<NavbarMenuToggle> must be used inside <Navbar>.",
  );
  spy.mockRestore();
});
