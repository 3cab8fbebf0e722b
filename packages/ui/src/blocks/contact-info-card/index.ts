export {
  ContactInfoCard,
  type ContactInfoCardProps,
  type ContactInfoItem,
  type ContactInfoLine,
} from "./contact-info-card.js";
