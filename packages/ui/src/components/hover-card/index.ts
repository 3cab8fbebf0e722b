export {
  HoverCard,
  HoverCardContent,
  HoverCardTrigger,
  type HoverCardContentProps,
  type HoverCardProps,
  type HoverCardTriggerProps,
} from "./hover-card.js";
export { HOVER_CARD_CLOSE_DELAY, HOVER_CARD_OPEN_DELAY } from "./hover-card.shared.js";
