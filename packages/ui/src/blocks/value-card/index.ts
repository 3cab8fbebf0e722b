export { ValueCard, type ValueCardProps } from "./value-card.js";
