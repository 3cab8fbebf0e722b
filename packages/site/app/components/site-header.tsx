import {
  Button,
  Navbar,
  NavbarActions,
  NavbarBrand,
  NavbarLink,
  NavbarMenu,
  NavbarMenuToggle,
  NavbarNav,
  Text,
} from "@orbitag/ui";
import { LogOut } from "lucide-react";
import { Link, useLocation } from "react-router";
import { site } from "../config/site";
import { useAuthSession } from "../lib/auth/session";
import { sectionHref, useSectionNavigation } from "../lib/nav/section-nav";
import { ExternalAppLink } from "./external-app-link";
import { LogoMark } from "./logo-mark";

function NavItems() {
  const onSectionClick = useSectionNavigation();
  // prerendered pages may be addressed as '/about/' (directory index): compare without the trailing slash
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  return site.nav.map((item) =>
    item.kind === "section" ? (
      <NavbarLink
        key={item.label}
        href={sectionHref(item.sectionId)}
        onClick={(event) => onSectionClick(event, item.sectionId)}
      >
        {item.label}
      </NavbarLink>
    ) : (
      <NavbarLink key={item.label} asChild active={pathname === item.to}>
        <Link to={item.to} prefetch="intent">
          {item.label}
        </Link>
      </NavbarLink>
    ),
  );
}

/** Anonymous: Sign In + Start Free Trial (new tab). Signed in: the e-mail + Sign Out. */
function AccountActions({ placement }: { placement: "bar" | "menu" }) {
  const { status, email, signOut } = useAuthSession();
  if (status === "signed-in") {
    return (
      <>
        <Text asChild variant="small">
          <span
            data-testid="account-email"
            className={placement === "bar" ? "max-w-48 truncate" : "px-3 py-2"}
          >
            {email}
          </span>
        </Text>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {site.actions.signOut}
        </Button>
      </>
    );
  }
  return (
    <>
      <ExternalAppLink variant="ghost" size="sm">
        {site.actions.signIn}
      </ExternalAppLink>
      <ExternalAppLink size="sm">{site.actions.startTrial}</ExternalAppLink>
    </>
  );
}

export function SiteHeader() {
  return (
    <Navbar>
      <NavbarBrand asChild>
        <Link to="/" aria-label={`${site.brand} home`}>
          <LogoMark />
          {site.brand}
        </Link>
      </NavbarBrand>
      <NavbarNav>
        <NavItems />
      </NavbarNav>
      {/* fixed minimum width: swapping the anonymous buttons for the e-mail does not shift the bar */}
      <NavbarActions className="min-w-64 justify-end">
        <AccountActions placement="bar" />
      </NavbarActions>
      <NavbarMenuToggle openLabel={site.menuLabels.open} closeLabel={site.menuLabels.close} />
      <NavbarMenu>
        <NavbarNav aria-label="Mobile">
          <NavItems />
        </NavbarNav>
        <NavbarActions>
          <AccountActions placement="menu" />
        </NavbarActions>
      </NavbarMenu>
    </Navbar>
  );
}
