// Sign-in and sign-up on the production build, against the local auth service and mail catcher
// (see playwright.config.ts). Every test uses its own e-mail address, so they run in parallel.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import * as env from "./env.ts";

// overridable so this file can run beside another engineer's stack on the default e2e ports
const E2E_AUTH_URL = process.env.E2E_AUTH_URL ?? env.E2E_AUTH_URL;
const E2E_MAIL_API = process.env.E2E_MAIL_API ?? env.E2E_MAIL_API;

const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
const PASSWORD = "correct-horse-7";

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
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
async function confirmedAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const signup = await request.post(`${E2E_AUTH_URL}/auth/v1/signup`, {
    headers: { apikey: PUBLISHABLE_KEY },
    data: { email, password: PASSWORD, data: { full_name: "E2E Tester" } },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return email;
}

async function control(request: APIRequestContext, rule: unknown): Promise<void> {
  expect((await request.post(`${E2E_AUTH_URL}/__control`, { data: rule })).ok()).toBe(true);
}

const toast = (page: Page, title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title });
const accountEmail = (page: Page) => page.locator('[data-testid="account-email"]:visible');
const submit = (page: Page) => page.locator('form button[type="submit"]');

async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await submit(page).click();
}

async function signedIn(page: Page, email: string) {
  await signInThroughForm(page, email);
  await expect(page).toHaveURL("/");
  await expect(accountEmail(page)).toHaveText(email);
}

test.describe("sign up", () => {
  test("sign up, confirm from the mail, arrive signed in, sign out", async ({ page, request }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth");
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await submit(page).click();

    const created = toast(page, "Account created!");
    await expect(created).toContainText("Please check your email to verify your account.");
    await expect(created).not.toHaveAttribute("data-variant", "destructive");

    // the link in the mail confirms and signs in, coming back to the site with a PKCE code
    await page.goto(await confirmationLink(request, email));
    await expect(accountEmail(page)).toHaveText(email);
    await expect(page).toHaveURL("/"); // no code left in the address bar

    await page.locator("button:visible", { hasText: "Sign Out" }).click();
    await expect(accountEmail(page)).toHaveCount(0);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    // signed out everywhere: reloading does not bring the session back
    await page.reload();
    await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toBeVisible();
    await expect(accountEmail(page)).toHaveCount(0);
  });

  test("Full Name is required in sign-up mode only", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("noname"));
    await page.getByLabel("Password").fill(PASSWORD);
    await submit(page).click();
    // the browser's own validation stops the submit: the empty required field is :invalid
    await expect(page.locator('input[name="fullName"]:invalid')).toHaveCount(1);
    await expect(toast(page, "Account created!")).toHaveCount(0);
  });

  test("a weak password shows the server's reasons and keeps what was typed", async ({ page }) => {
    const email = uniqueEmail("weak");
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Weak Password");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("123");
    await submit(page).click();
    const failed = toast(page, "Sign up failed");
    await expect(failed).toContainText("Password should be at least 6 characters.");
    await expect(failed).toContainText("too short");
    await expect(failed).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByLabel("Full Name")).toHaveValue("Weak Password");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("123");
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("sign in", () => {
  test("wrong password, then the right one", async ({ page, request }) => {
    const email = await confirmedAccount(request, "signin");
    await signInThroughForm(page, email, "wrong-password");
    const failed = toast(page, "Sign in failed");
    await expect(failed).toContainText("Invalid login credentials");
    await expect(failed).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(submit(page)).toHaveText("Sign In");

    await page.getByLabel("Password").fill(PASSWORD);
    await submit(page).click();
    await expect(toast(page, "Welcome back!")).toContainText("You have successfully signed in.");
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveText(email);
  });

  test("an unconfirmed account is refused", async ({ page, request }) => {
    const email = uniqueEmail("unconfirmed");
    await request.post(`${E2E_AUTH_URL}/auth/v1/signup`, {
      headers: { apikey: PUBLISHABLE_KEY },
      data: { email, password: PASSWORD },
    });
    await signInThroughForm(page, email);
    await expect(toast(page, "Sign in failed")).toContainText("Email not confirmed");
    await expect(page).toHaveURL("/auth");
  });

  test("shows 'Signing in...' with the buttons disabled while busy", async ({ page, request }) => {
    const email = await confirmedAccount(request, "busy");
    await control(request, { delay: { ms: 1500, match: email } });
    await signInThroughForm(page, email);
    await expect(submit(page)).toContainText("Signing in...");
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(page).toHaveURL("/");
  });

  test("the session survives a reload, and /auth sends a signed-in visitor home", async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, "reload");
    await signedIn(page, email);
    await page.reload();
    await expect(accountEmail(page)).toHaveText(email);
    await page.goto("/about");
    await expect(accountEmail(page)).toHaveText(email);
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveText(email);
  });
});

test("a press on Sign In before the page is interactive is kept, and answered once React is there", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "early");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await submit(page).click();
  await expect(page).toHaveURL(/\/auth$/); // never a native GET with the password in the address
  release();
  await expect(toast(page, "Sign in failed")).toContainText("Invalid login credentials");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("not-the-password");
});

test("a sign-in in another tab shows up in the header of an open landing page", async ({
  context,
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "other-tab");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html[data-hydrated]")).not.toBeAttached(); // anonymous: plain HTML
  const other = await context.newPage();
  await signedIn(other, email);
  await expect(accountEmail(page)).toHaveText(email);
});

test("signed in, the pages run on React: Features from /about navigates to '/' and scrolls to the section", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const email = await confirmedAccount(request, "spa-nav");
  await signedIn(page, email);
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toBeAttached(); // a stored session boots React at once
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  await page.locator("header[data-slot=navbar]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/");
  // the URL changes before the landing route has rendered: keep polling while the section is not there yet
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getElementById("features")?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      ),
    )
    .toBeLessThan(100);
  // a client-side navigation: the same document
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
});

test.describe("when the auth service fails", () => {
  test("a 503 shows the generic error and frees the button", async ({ page, request }) => {
    const email = await confirmedAccount(request, "unavailable");
    await control(request, { fail: { status: 503, count: 1, match: email } });
    await signInThroughForm(page, email);
    const error = toast(page, "Error");
    await expect(error).toContainText("An unexpected error occurred. Please try again.");
    await expect(error).toHaveAttribute("data-variant", "destructive");
    await expect(submit(page)).toBeEnabled();
    await expect(submit(page)).toHaveText("Sign In");
    await expect(page.getByLabel("Password")).toHaveValue(PASSWORD);
    // and once it is back, the same form works
    await submit(page).click();
    await expect(page).toHaveURL("/");
  });

  test("a dropped connection shows the generic error and frees the button", async ({ page, request }) => {
    const email = await confirmedAccount(request, "dropped");
    // Chromium silently retries a request whose reused keep-alive connection closes, so drop a few
    await control(request, { drop: { count: 3, match: email } });
    await signInThroughForm(page, email);
    await expect(toast(page, "Error")).toContainText("An unexpected error occurred. Please try again.");
    await expect(submit(page)).toBeEnabled();
  });

  test("Google with the service gone says 'Google sign in failed' and stays on the page", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.route(`${E2E_AUTH_URL}/**`, (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(toast(page, "Google sign in failed")).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });
});

test.describe("Google", () => {
  test("signs in through the consent page and returns home signed in", async ({ page }) => {
    const email = uniqueEmail("google");
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await expect(page.getByText("ada.tester@example.com")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Google Tester");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(accountEmail(page)).toHaveText(email);
    await expect(page).toHaveURL("/"); // code exchanged and removed from the address bar
  });

  test("cancelling on the consent page comes back with 'Google sign in failed'", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    const failed = toast(page, "Google sign in failed");
    await expect(failed).toContainText("The user denied the request");
    await expect(failed).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveCount(0);
  });
});

test("no script loads until it is needed: none on /, and /auth loads React and supabase-js on first focus", async ({
  page,
}) => {
  const scripts: string[] = [];
  const bodies: Array<Promise<string>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.url());
    bodies.push(response.text().catch(() => ""));
  });
  // a string literal of @supabase/auth-js that survives minification
  const hasSupabase = async () =>
    (await Promise.all(bodies)).some((body) => body.includes("Auth session missing!"));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]); // an anonymous visitor of '/' loads no script file at all
  await page.goto("/auth");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]); // nor does /auth until the visitor starts on it
  await page.getByLabel("Email").focus();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect.poll(hasSupabase).toBe(true);
});
