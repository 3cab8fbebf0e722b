export {
  ALERT_ROLES,
  Alert,
  AlertDescription,
  AlertTitle,
  alertVariants,
  type AlertDescriptionProps,
  type AlertProps,
  type AlertTitleProps,
} from "./alert.js";
