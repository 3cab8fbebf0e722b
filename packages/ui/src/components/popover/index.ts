export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverProps,
  type PopoverTriggerProps,
} from "./popover.js";
export { POPOVER_COLLISION_PADDING, POPOVER_SIDE_OFFSET } from "./popover.shared.js";
