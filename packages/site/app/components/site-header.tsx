import {
  Navbar,
  NavbarActions,
  NavbarBrand,
  NavbarLink,
  NavbarMenu,
  NavbarMenuToggle,
  NavbarNav,
} from "@orbitag/ui";
import { useLocation } from "react-router";
import { site } from "../config/site";
import accountIsland from "../islands/account";
import { Island } from "../lib/islands/island";
import { sectionHref } from "../lib/nav/scroll";
import { LogoMark } from "./logo-mark";

// Prerendered HTML only: the links are page loads of prerendered pages, the section links are run by the
// boot script (app/boot/section-links.ts), the mobile menu is a native popover (which the boot script closes
// as the focus leaves it: app/boot/menu-focus.ts). The account corner is the one part React hydrates
// (app/islands/account.tsx).

function NavItems() {
  // prerendered pages may be addressed as '/about/' (directory index): compare without the trailing slash
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  return site.nav.map((item) =>
    item.kind === "section" ? (
      <NavbarLink key={item.label} href={sectionHref(item.sectionId)}>
        {item.label}
      </NavbarLink>
    ) : (
      <NavbarLink key={item.label} href={item.to} active={pathname === item.to}>
        {item.label}
      </NavbarLink>
    ),
  );
}

export function SiteHeader() {
  return (
    <Navbar>
      <NavbarBrand asChild>
        <a href="/" aria-label={site.homeLink}>
          <LogoMark />
          {site.brand}
        </a>
      </NavbarBrand>
      <NavbarNav aria-label={site.menuLabels.main}>
        <NavItems />
      </NavbarNav>
      {/* fixed minimum width: swapping the anonymous buttons for the e-mail does not shift the bar */}
      <NavbarActions className="min-w-64 justify-end">
        <Island of={accountIsland} id="account-bar" props={{ placement: "bar" }} />
      </NavbarActions>
      <NavbarMenuToggle openLabel={site.menuLabels.open} closeLabel={site.menuLabels.close} />
      <NavbarMenu>
        <NavbarNav aria-label={site.menuLabels.nav}>
          <NavItems />
        </NavbarNav>
        <NavbarActions>
          <Island of={accountIsland} id="account-menu" props={{ placement: "menu" }} />
        </NavbarActions>
      </NavbarMenu>
    </Navbar>
  );
}
