// POST /api/send-contact-email: e-mails a contact-form message to the sales inbox (see lib/handler.ts).
import type { Config, Context } from "@netlify/functions";
import { createContactFunction } from "./lib/function.ts";

// built once per function instance, so warm invocations reuse the settings (and log a bad setup once)
const handleContact = createContactFunction(process.env);

export default async (req: Request, context: Context) => handleContact(req, context);

export const config: Config = {
  path: "/api/send-contact-email",
  // per visitor IP, for JSON and form posts alike: a person sends a handful of messages, a script gets 429
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
