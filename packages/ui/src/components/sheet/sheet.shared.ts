// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";
import { modalFormClassName } from "../../lib/modal-form.js";

// --enter-*/--exit-* shape the theme's enter/exit keyframes: each side slides in from, and out to, its own edge
export const sheetVariants = cva(
  [
    "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card text-card-foreground shadow-lg outline-none data-[state=open]:animate-enter data-[state=closed]:animate-exit",
    modalFormClassName,
  ],
  {
    variants: {
      side: {
        right:
          "inset-y-0 right-0 h-full w-3/4 max-w-sm border-l border-border [--enter-x:100%] [--exit-x:100%]",
        left: "inset-y-0 left-0 h-full w-3/4 max-w-sm border-r border-border [--enter-x:-100%] [--exit-x:-100%]",
        top: "inset-x-0 top-0 max-h-[85dvh] border-b border-border [--enter-y:-100%] [--exit-y:-100%]",
        bottom:
          "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t border-border [--enter-y:100%] [--exit-y:100%]",
      },
    },
    defaultVariants: { side: "right" },
  },
);
