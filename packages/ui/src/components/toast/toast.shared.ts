// No "use client": what a Server Component may call or read, as the client component does.
import { cva } from "class-variance-authority";

// pointer-events-auto! : a modal opened after a toast sets pointer-events: none inline on the layers under it
// (Radix's DismissableLayer); the toasts' region is a branch of every layer, so a click on a toast (its action,
// its X) must reach it and does not close the modal
export const toastVariants = cva(
  "group pointer-events-auto! relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:translate-y-(--radix-toast-swipe-end-y) data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        // a status tint, as Alert's: the surface, a soft border, and the title and icon in its colour
        success:
          "border-success-foreground/30 bg-success text-foreground [&_[data-slot=toast-title]]:text-success-foreground [&_[data-slot=toast-icon]]:text-success-foreground",
        info: "border-info-foreground/30 bg-info text-foreground [&_[data-slot=toast-title]]:text-info-foreground [&_[data-slot=toast-icon]]:text-info-foreground",
        warning:
          "border-warning-foreground/30 bg-warning text-foreground [&_[data-slot=toast-title]]:text-warning-foreground [&_[data-slot=toast-icon]]:text-warning-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
        loading:
          "border-border bg-card text-card-foreground [&_[data-slot=toast-icon]]:text-muted-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** A toast's look: "default", "success", "info", "warning", "destructive" (failures) or "loading". */
export type ToastVariant = "default" | "success" | "info" | "warning" | "destructive" | "loading";

/** Where the Toaster stacks its toasts: a corner or the middle of the top or bottom edge (start/end follow `dir`). */
export type ToastPosition =
  "top-start" | "top-center" | "top-end" | "bottom-start" | "bottom-center" | "bottom-end";

/** The viewport at each position; full width on phones, newest toast (last in the DOM) nearest the edge. */
export const toastViewportVariants = cva(
  "fixed z-[100] m-0 flex max-h-screen w-full list-none gap-2 p-4 outline-none sm:max-w-[420px]",
  {
    variants: {
      position: {
        "top-start": "start-0 top-0 flex-col-reverse [--toast-enter-y:-1rem]",
        "top-center": "inset-x-0 top-0 mx-auto flex-col-reverse [--toast-enter-y:-1rem]",
        "top-end": "end-0 top-0 flex-col-reverse [--toast-enter-y:-1rem]",
        "bottom-start": "start-0 bottom-0 flex-col",
        "bottom-center": "inset-x-0 bottom-0 mx-auto flex-col",
        "bottom-end": "end-0 bottom-0 flex-col",
      },
    },
    defaultVariants: { position: "bottom-end" },
  },
);
