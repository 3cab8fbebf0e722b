// POST /api/send-contact-email: e-mails a contact-form message to the sales inbox (see lib/handler.ts).
import type { Config, Context } from "@netlify/functions";
import { readConfig } from "./lib/config.ts";
import { createContactHandler } from "./lib/handler.ts";
import { createSmtpSender } from "./lib/mail.ts";

// built once per function instance, so warm invocations reuse the SMTP transport
const settings = readConfig();
const handleContact = createContactHandler({ config: settings, send: createSmtpSender(settings) });

export default async (req: Request, context: Context) => handleContact(req, context);

export const config: Config = {
  path: "/api/send-contact-email",
  // per visitor IP: a person sends a handful of messages, a script gets HTTP 429
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
