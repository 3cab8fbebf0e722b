// A local stand-in for Google's consent screen: the tester picks a test account (or types any
// address) or cancels, and the page answers the auth service's /callback like Google would.
import { createHash, randomBytes } from "node:crypto";
import { html, raw } from "hono/html";

export interface ProviderAccount {
  email: string;
  name: string;
}

/** Accounts offered on the consent page; any other address can be typed in. */
export const TEST_ACCOUNTS: readonly ProviderAccount[] = [
  { email: "ada.tester@example.com", name: "Ada Tester" },
  { email: "grace.tester@example.com", name: "Grace Tester" },
  { email: "linus.tester@example.com", name: "Linus Tester" },
];

export interface ProviderGrant extends ProviderAccount {
  /** the provider's stable subject for this account */
  sub: string;
  createdAt: number;
}

const GRANT_TTL_MS = 60_000;

/** Google's `sub` is stable per account; a UUID derived from the address keeps it so here. */
export function subjectFor(email: string): string {
  const hex = createHash("sha256").update(`google:${email.toLowerCase()}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One-time provider codes, as Google hands them to the service's callback. */
export class ProviderGrants {
  private readonly grants = new Map<string, ProviderGrant>();

  issue(account: ProviderAccount): string {
    const code = randomBytes(16).toString("base64url");
    this.grants.set(code, {
      ...account,
      email: account.email.toLowerCase(),
      sub: subjectFor(account.email),
      createdAt: Date.now(),
    });
    return code;
  }

  take(code: string): ProviderGrant | undefined {
    const grant = this.grants.get(code);
    this.grants.delete(code);
    if (!grant || Date.now() - grant.createdAt > GRANT_TTL_MS) return undefined;
    return grant;
  }
}

const CONSENT_CSS = `
  body { font: 15px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #d8dde3; border-radius: 12px; padding: 28px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 20px; color: #57606a; }
  form { margin: 0 0 10px; }
  .account { width: 100%; display: flex; flex-direction: column; align-items: flex-start; gap: 2px; padding: 12px 14px;
    border: 1px solid #d8dde3; border-radius: 8px; background: #fff; cursor: pointer; font: inherit; text-align: left; }
  .account:hover, .account:focus-visible { border-color: #1a73e8; background: #f3f8ff; }
  .account span { color: #57606a; font-size: 13px; }
  fieldset { border: 1px solid #d8dde3; border-radius: 8px; padding: 12px 14px; margin: 16px 0 10px; }
  label { display: block; font-size: 13px; margin-bottom: 8px; }
  input[type=email], input[type=text] { display: block; width: 100%; box-sizing: border-box; padding: 8px; margin-top: 4px;
    border: 1px solid #c5ccd3; border-radius: 6px; font: inherit; }
  .primary { background: #1a73e8; color: #fff; border: 0; border-radius: 6px; padding: 8px 14px; font: inherit; cursor: pointer; }
  .cancel { background: none; border: 0; color: #57606a; text-decoration: underline; font: inherit; cursor: pointer; padding: 0; }
`;

/** The consent page; hono/html escapes every value put into it. */
export function consentPage(state: string, consentAction: string) {
  const account = (a: ProviderAccount) => html`
    <form method="post" action="${consentAction}">
      <input type="hidden" name="state" value="${state}" />
      <input type="hidden" name="email" value="${a.email}" />
      <input type="hidden" name="name" value="${a.name}" />
      <button type="submit" class="account"><strong>${a.name}</strong><span>${a.email}</span></button>
    </form>
  `;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sign in with Google (local test provider)</title>
        <style>
          ${raw(CONSENT_CSS)}
        </style>
      </head>
      <body>
        <main>
          <h1>Choose an account</h1>
          <p>Local test provider standing in for Google. No real Google account is used.</p>
          ${TEST_ACCOUNTS.map(account)}
          <form method="post" action="${consentAction}">
            <input type="hidden" name="state" value="${state}" />
            <fieldset>
              <legend>Use another account</legend>
              <label>Email <input type="email" name="email" required autocomplete="off" /></label>
              <label>Name <input type="text" name="name" autocomplete="off" /></label>
              <button type="submit" class="primary">Continue</button>
            </fieldset>
          </form>
          <form method="post" action="${consentAction}">
            <input type="hidden" name="state" value="${state}" />
            <input type="hidden" name="cancel" value="1" />
            <button type="submit" class="cancel">Cancel</button>
          </form>
        </main>
      </body>
    </html>`;
}
