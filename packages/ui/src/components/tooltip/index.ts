export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
  type TooltipProviderProps,
  type TooltipTriggerProps,
} from "./tooltip.js";
export {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SIDE_OFFSET,
  TOOLTIP_SKIP_DELAY_DURATION,
} from "./tooltip.shared.js";
