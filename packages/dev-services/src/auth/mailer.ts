// The confirmation mail, sent over SMTP with nodemailer (GoTrue's default template wording).
import nodemailer from "nodemailer";
import { html } from "hono/html";

export interface Mailer {
  sendConfirmation(to: string, confirmationUrl: string): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    // fail fast when the SMTP server is down, so sign-up answers instead of hanging
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async sendConfirmation(to, confirmationUrl) {
      // hono/html escapes the link for the attribute
      const body = await html`<h2>Confirm your signup</h2>
        <p>Follow this link to confirm your user:</p>
        <p><a href="${confirmationUrl}">Confirm your mail</a></p>`;
      await transport.sendMail({
        from,
        to,
        subject: "Confirm Your Signup",
        text: `Confirm your signup\n\nFollow this link to confirm your user:\n${confirmationUrl}\n`,
        html: body.toString(),
      });
    },
    close: () => transport.close(),
  };
}
