export {
  contactSchema,
  describeIssue,
  describeIssues,
  type ContactFormValues,
  type ContactMessage,
  type ContactProblem,
} from "./schema.ts";
export {
  CONTACT_ENDPOINT,
  CONTACT_PAGE_PATH,
  CONTACT_THANKS_PATH,
  contactMail,
  contactText,
  HONEYPOT_FIELD,
  type ContactField,
} from "./text.ts";
