export {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SIDE_OFFSET,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
  type TooltipProviderProps,
  type TooltipTriggerProps,
} from "./tooltip.js";
