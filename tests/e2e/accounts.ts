// Accounts on the e2e stack's local auth service and mail catcher, and the auth page's parts, for the
// tests that sign in, sign up or sign out (auth.spec.ts, held-interactions.spec.ts, site-nav.spec.ts).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";
import * as env from "./env.ts";

export const PUBLISHABLE_KEY = LOCAL_PUBLISHABLE_KEY;

// overridable so this file can run beside another engineer's stack on the default e2e ports
export const E2E_AUTH_URL = process.env.E2E_AUTH_URL ?? env.E2E_AUTH_URL;
export const E2E_MAIL_API = process.env.E2E_MAIL_API ?? env.E2E_MAIL_API;

export const PASSWORD = "correct-horse-7";

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${E2E_MAIL_API}/api/messages?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{
        subject: string;
        text: string;
      }>;
      link = messages.at(-1)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? "";
}

/** A confirmed account made through the API (sign-up + the mailed link), for tests about signing in. */
export async function confirmedAccount(request: APIRequestContext, label: string): Promise<string> {
  return (await confirmationRedirect(request, label)).email;
}

/**
 * The mailed confirmation link of a fresh account, followed without a browser: where the service sends the
 * visitor. Signed up without PKCE (as an attacker's script would), it is the site's address carrying that
 * account's valid tokens in the fragment; with a PKCE challenge it carries a one-time `?code=`.
 */
export async function confirmationRedirect(
  request: APIRequestContext,
  label: string,
  pkce?: { challenge: string },
): Promise<{ email: string; location: URL }> {
  const email = uniqueEmail(label);
  const signup = await request.post(`${E2E_AUTH_URL}/auth/v1/signup`, {
    headers: { apikey: PUBLISHABLE_KEY },
    data: {
      email,
      password: PASSWORD,
      data: { full_name: "E2E Tester" },
      ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: "s256" } : {}),
    },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { email, location: new URL(verify.headers()["location"] ?? "") };
}

/** The path, query and fragment of a URL, to open it on the site under test. */
export const onSite = (url: URL) => url.pathname + url.search + url.hash;

/** supabase-js's stored session in this page's localStorage (null when signed out). */
export async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key ? localStorage.getItem(key) : null;
  });
}

/** The auth client has loaded and settled the page's session (restored, exchanged or refused). */
export const authSettled = (page: Page) => expect(page.locator("html[data-auth-ready]")).toBeAttached();

export async function control(request: APIRequestContext, rule: unknown): Promise<void> {
  expect((await request.post(`${E2E_AUTH_URL}/__control`, { data: rule })).ok()).toBe(true);
}

export const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast"]').filter({ hasText: title });
export const accountEmail = (page: Page) => page.locator('[data-testid="account-email"]:visible');
export const submit = (page: Page) => page.locator('form button[type="submit"]');

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await submit(page).click();
}

export async function signedIn(page: Page, email: string) {
  await signInThroughForm(page, email);
  await expect(page).toHaveURL("/");
  await expect(accountEmail(page)).toHaveText(email);
}
