import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.js";

export const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[auto_1fr] has-[>svg]:gap-x-3 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        // each tone: its tinted surface, a soft border and the title and icon in its colour (tokens/color.*)
        info: "border-info-foreground/30 bg-info text-foreground [&>[data-slot=alert-title]]:text-info-foreground [&>svg]:text-info-foreground",
        success:
          "border-success-foreground/30 bg-success text-foreground [&>[data-slot=alert-title]]:text-success-foreground [&>svg]:text-success-foreground",
        warning:
          "border-warning-foreground/30 bg-warning text-foreground [&>[data-slot=alert-title]]:text-warning-foreground [&>svg]:text-warning-foreground",
        // destructive is the solid fill (buttons): the alert's surface is destructive-surface, its text error
        destructive:
          "border-error/30 bg-destructive-surface text-foreground [&>[data-slot=alert-title]]:text-error [&>svg]:text-error",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

const icons: Record<AlertVariant, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  destructive: CircleAlertIcon,
};

/**
 * The live-region role of each variant. Info and success are `status` (polite: read when the user is idle,
 * never interrupting); warning and destructive are `alert` (assertive: read at once, because the user must
 * know before going on). Either is announced only when it appears or changes, so render the alert when the
 * event happens rather than hiding and showing a static one.
 */
export const ALERT_ROLES: Record<AlertVariant, "status" | "alert"> = {
  info: "status",
  success: "status",
  warning: "alert",
  destructive: "alert",
};

export type AlertProps = React.ComponentProps<"div"> & {
  /**
   * Tone, icon and live-region role: info/success are `status`, warning/destructive `alert`.
   * @default "info"
   */
  variant?: AlertVariant | null;
  /**
   * Replaces the variant's icon; `null` shows none.
   * @default the variant's icon (decorative)
   */
  icon?: React.ReactNode;
};

/**
 * An inline status message in the flow of the page (not a toast): an icon, an `AlertTitle` and an
 * `AlertDescription`. `role` overrides the variant's live-region role, e.g. `role="note"` for a message that
 * is part of the page from the start and should not be announced as news. QA contract: `data-slot="alert"`,
 * `data-variant`.
 */
export function Alert({ className, variant, icon, role, children, ...props }: AlertProps) {
  const tone = variant ?? "info";
  const Icon = icons[tone];
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={role ?? ALERT_ROLES[tone]}
      className={cn(alertVariants({ variant: tone }), className)}
      {...props}
    >
      {icon === undefined ? <Icon aria-hidden="true" /> : icon}
      {children}
    </div>
  );
}

export type AlertTitleProps = React.ComponentProps<"div">;

/** The alert's headline (bold, one line when it fits). QA contract: `data-slot="alert-title"`. */
export function AlertTitle({ className, ...props }: AlertTitleProps) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 font-medium tracking-tight", className)}
      {...props}
    />
  );
}

export type AlertDescriptionProps = React.ComponentProps<"div">;

/** The alert's detail text; may hold paragraphs and links. QA contract: `data-slot="alert-description"`. */
export function AlertDescription({ className, ...props }: AlertDescriptionProps) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        "col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed",
        className,
      )}
      {...props}
    />
  );
}
