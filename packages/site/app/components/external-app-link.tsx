import { Button, type ButtonProps } from "@orbitag/ui";
import { appUrl, externalLink, newTabHint } from "../config/browser";

/**
 * 'Sign In', 'Start Free Trial', 'Contact Sales': open the external app in a new tab, which their description
 * says (SiteLayout's hidden hint); the app's address is never shown.
 */
export function ExternalAppLink({
  children,
  variant,
  size,
  className,
}: Pick<ButtonProps, "variant" | "size" | "className" | "children">) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={appUrl} {...externalLink} aria-describedby={newTabHint.id}>
        {children}
      </a>
    </Button>
  );
}
