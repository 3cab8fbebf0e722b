import { Button, type ButtonProps } from "@orbitag/ui";
import { site } from "../config/site";

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
      <a href={site.appUrl} {...site.externalLink} aria-describedby={site.newTabHint.id}>
        {children}
      </a>
    </Button>
  );
}
