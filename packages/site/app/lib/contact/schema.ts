// The one contact-message schema: the form validates with it before calling the API, and the
// Netlify function validates the request body with it again. Messages come from the site config.
import { z } from "zod";
import { site } from "../../config/site.ts";

// zod probes `new Function` for its JIT; the site's CSP forbids eval, so the probe is a CSP violation
z.config({ jitless: true });

const { minLength, maxLength, validation: m } = site.messages.contact;

/** Hidden field that people never see; bots that fill it get a fake success and nothing is sent. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** CR, LF and other control characters, which have no place in a one-line field (or a mail header). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f\u2028\u2029]/;

// API clients can send any JSON; the form only ever sends strings
const text = () => z.string({ error: "Expected a string" });

export const contactSchema = z.strictObject({
  name: text()
    .trim()
    .min(minLength.name, m.name)
    .max(maxLength.name, m.nameTooLong)
    .refine((v) => !CONTROL_CHARS.test(v), m.nameSingleLine),
  // z.email() accepts exactly one plain address: no display name, comma, CR/LF or second address
  email: text()
    .trim()
    .max(maxLength.email, m.emailTooLong)
    .pipe(z.email({ error: m.email })),
  subject: text()
    .trim()
    .min(minLength.subject, m.subject)
    .max(maxLength.subject, m.subjectTooLong)
    .refine((v) => !CONTROL_CHARS.test(v), m.subjectSingleLine),
  message: text().trim().min(minLength.message, m.message).max(maxLength.message, m.messageTooLong),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

/** What the form holds while the visitor types. */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A validated, trimmed message. */
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** The first problem with a body, naming its field, for the API's 400 `{ error, field }`. */
export function describeIssue(error: z.ZodError): { field: string | null; error: string } {
  const issue = error.issues[0];
  if (!issue) return { field: null, error: "Invalid request body" };
  if (issue.code === "unrecognized_keys") {
    return { field: issue.keys[0] ?? null, error: `Unknown field: ${issue.keys.join(", ")}` };
  }
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : null;
  return { field, error: field ? `Invalid ${field}: ${issue.message}` : issue.message };
}
