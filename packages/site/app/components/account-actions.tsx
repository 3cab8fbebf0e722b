import { Button, Text } from "@orbitag/ui";
import { LogOut } from "lucide-react";
import { actions } from "../config/browser";
import { useAuthSession } from "../lib/auth/session";
import { ExternalAppLink } from "./external-app-link";

export type AccountPlacement = "bar" | "menu";

/**
 * The header's account corner, an island (app/islands/account.tsx). Anonymous: Sign In + Start Free Trial
 * (new tab), which is also what the page is prerendered with. Signed in: the e-mail + Sign Out.
 */
export function AccountActions({ placement }: { placement: AccountPlacement }) {
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
          {actions.signOut}
        </Button>
      </>
    );
  }
  return (
    <>
      <ExternalAppLink variant="ghost" size="sm">
        {actions.signIn}
      </ExternalAppLink>
      <ExternalAppLink size="sm">{actions.startTrial}</ExternalAppLink>
    </>
  );
}
