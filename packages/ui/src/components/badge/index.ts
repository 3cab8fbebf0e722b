export { Badge, badgeVariants, type BadgeProps } from "./badge.js";
