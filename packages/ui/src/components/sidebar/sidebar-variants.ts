// The look of SidebarMenuButton, apart from the client component so a server component can call it.
import { cva } from "class-variance-authority";

export const sidebarMenuButtonVariants = cva(
  [
    "peer/menu-button flex w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-start text-sm text-foreground outline-none transition-[width,height,padding,background-color,color,box-shadow]",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/50",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "data-[active]:bg-accent data-[active]:font-medium data-[active]:text-accent-foreground",
    "[&>span]:min-w-0 [&>span]:truncate [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground data-[active]:[&>svg]:text-accent-foreground hover:[&>svg]:text-accent-foreground",
    // the icon rail: a 32 px square, the label clipped (still its accessible name)
    "group-data-[collapsible=icon]/sidebar:size-8! group-data-[collapsible=icon]/sidebar:p-2!",
  ],
  {
    variants: {
      size: {
        sm: "h-7 text-xs",
        md: "h-8",
        lg: "h-12 group-data-[collapsible=icon]/sidebar:p-0!",
      },
    },
    defaultVariants: { size: "md" },
  },
);
