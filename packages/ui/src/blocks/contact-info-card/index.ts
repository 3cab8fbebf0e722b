export { ContactInfoCard, type ContactInfoCardProps, type ContactInfoItem } from "./contact-info-card.js";
