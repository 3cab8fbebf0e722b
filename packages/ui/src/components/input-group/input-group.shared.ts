// The look of InputGroupAddon, apart from the client component so a server component can call it.
import { cva } from "class-variance-authority";

export const inputGroupAddonVariants = cva(
  "flex h-auto cursor-text items-center justify-center gap-2 py-1.5 text-sm font-medium text-muted-foreground select-none [&>svg:not([class*='size-'])]:size-4 [&>kbd]:rounded-sm",
  {
    variants: {
      align: {
        "inline-start": "order-first ps-3 has-[>button]:ps-1",
        "inline-end": "order-last pe-3 has-[>button]:pe-1",
        "block-start": "order-first w-full justify-start px-3 pt-3 [.border-b]:pb-3",
        "block-end": "order-last w-full justify-start px-3 pb-3 [.border-t]:pt-3",
      },
    },
    defaultVariants: { align: "inline-start" },
  },
);
