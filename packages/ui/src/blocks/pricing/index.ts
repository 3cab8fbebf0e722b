export { PricingCard, PricingTable, type PricingCardProps, type PricingTableProps } from "./pricing.js";
