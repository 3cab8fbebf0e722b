// The contact message's limits, addresses and words. The spec's strings (§5 validation, §8 notices) are
// quoted exactly; the rest (caps, the no-JavaScript pages) is ours and marked so. The site reads these
// through its config (app/config/site.ts); the Netlify function reads them from here.

/** Where the form posts and the function listens (spec §7). */
export const CONTACT_ENDPOINT = "/api/send-contact-email";
/** The prerendered page a form posted without JavaScript is redirected to (303) once the mail is sent. */
export const CONTACT_THANKS_PATH = "/contact/thanks";
/** The contact page itself, where the no-JavaScript pages link back to. */
export const CONTACT_PAGE_PATH = "/contact";

/** Hidden field that people never see; bots that fill it get a fake success and nothing is sent. */
export const HONEYPOT_FIELD = "website";

/** Defaults of the function's mail settings (CONTACT_TO, CONTACT_FROM); the inbox is also on the contact page. */
export const contactMail = {
  to: "hello@orbitag.com",
  from: "Orbitag website <no-reply@orbitag.com>",
  subjectPrefix: "[Orbitag contact] ",
} as const;

export const contactText = {
  /** spec §9 */
  minLength: { name: 2, subject: 5, message: 10 },
  /** server-side caps (the spec shows no maximums); the form checks them too */
  maxLength: { name: 100, email: 254, subject: 200, message: 5000 },
  validation: {
    // spec §5
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    subject: "Subject must be at least 5 characters",
    message: "Message must be at least 10 characters",
    // ours: the spec has no wording for these
    nameTooLong: "Name must be at most 100 characters",
    emailTooLong: "Email must be at most 254 characters",
    subjectTooLong: "Subject must be at most 200 characters",
    messageTooLong: "Message must be at most 5000 characters",
    nameSingleLine: "Name must be a single line",
    subjectSingleLine: "Subject must be a single line",
    nameInvisible: "Name must not contain invisible characters",
    subjectInvisible: "Subject must not contain invisible characters",
    nameEncoded: "Name must not contain encoded text (=?...?=)",
    subjectEncoded: "Subject must not contain encoded text (=?...?=)",
  },
  /** spec §8 */
  success: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  /** spec §8 */
  error: {
    title: "Error",
    description: "There was a problem sending your message. Please try again.",
  },
  submit: "Send Message",
  submitting: "Sending...",
  fields: { name: "Full Name", email: "Email Address", subject: "Subject", message: "Message" },
  /** ours: the pages the function answers a form posted without JavaScript with, when it is not sent */
  pages: {
    invalidTitle: "Please check your message",
    invalidIntro: "Your message was not sent, because:",
    tooLarge: "Your message is too long to send. Please shorten it.",
    refusedTitle: "Message not sent",
    refused: "This form can only be sent from our contact page.",
    goBack: "Use your browser's Back button to return to the form: everything you typed is still there.",
    backLink: "Back to the contact form",
    openForm: "Go to the contact form",
  },
  /** ours: the prerendered thank-you page's links */
  thanks: { home: "Return to Home", another: "Send Another Message" },
} as const;

export type ContactField = keyof typeof contactText.fields;
