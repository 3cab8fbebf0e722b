export { IndustryCard, type IndustryCardHeadings, type IndustryCardProps } from "./industry-card.js";
