// Sign-in and sign-up on the production build, against the local auth service and mail catcher
// (see playwright.config.ts). Every test uses its own e-mail address, so they run in parallel.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  accountEmail,
  authSettled,
  confirmationLink,
  confirmationRedirect,
  confirmedAccount,
  control,
  E2E_AUTH_URL,
  onSite,
  PASSWORD,
  PUBLISHABLE_KEY,
  signedIn,
  signInThroughForm,
  storedSession,
  submit,
  toast,
  uniqueEmail,
} from "./accounts.ts";
import { containsSupabase } from "../../scripts/bench/assets.ts";
import { SITE_CLIENT_DIR } from "../../scripts/bench/routes.ts";
import { bootDecided, hydrated, notBooted, scriptRequests } from "./boot.ts";

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

    // Sign Out returns to '/' with a page load (the prerendered page): wait for it before reloading
    const landed = page.waitForEvent("load");
    await page.locator("button:visible", { hasText: "Sign Out" }).click();
    await landed;
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

  test("shows 'Signing in...' with the buttons disabled while busy, and fetches the landing page meanwhile", async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, "busy");
    // the sign-in request is held until the busy state has been seen: a window that a state closes, not a
    // delay a busy machine could outlast
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth/v1/token?grant_type=password", async (route) => {
      await held;
      await route.continue();
    });
    let tokenAnswered = 0;
    let landingRequested = 0;
    page.on("response", (r) => {
      if (r.url().includes("grant_type=password")) tokenAnswered = Date.now();
    });
    page.on("request", (r) => {
      // the prerendered landing page itself: its modules are this page's own (the header's islands)
      if (new URL(r.url()).pathname === "/") landingRequested ||= Date.now();
    });
    await signInThroughForm(page, email);
    await expect(submit(page)).toContainText("Signing in...");
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    // the landing page is fetched while the sign-in is still unanswered
    await expect.poll(() => landingRequested).toBeGreaterThan(0);
    release();
    await expect(page).toHaveURL("/");
    // the landing page was on its way before the sign-in answered, so '/' follows at once
    expect(landingRequested).toBeGreaterThan(0);
    expect(landingRequested).toBeLessThan(tokenAnswered);
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
  // held: busy at once, and never a native submission
  await expect(submit(page)).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\/auth$/);
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
  await bootDecided(page);
  await notBooted(page); // anonymous: plain HTML, no framework
  const other = await context.newPage();
  await signedIn(other, email);
  await expect(accountEmail(page)).toHaveText(email);
});

test("signed in, the header runs on React and Features from /about still loads '/' and scrolls to the section", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const email = await confirmedAccount(request, "signed-in-nav");
  await signedIn(page, email);
  await page.goto("/about");
  await hydrated(page); // a stored session boots the header's islands at once
  await expect(accountEmail(page)).toHaveText(email);
  await page.locator("header[data-slot=navbar]").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/");
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getElementById("features")?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      ),
    )
    .toBeLessThan(100);
  await expect(accountEmail(page)).toHaveText(email);
});

test.describe("a session arrives only through a flow this browser started", () => {
  test("a link carrying another account's valid tokens does not sign the visitor in, and leaves the address bar", async ({
    browser,
    page,
    request,
  }) => {
    const attacker = await confirmationRedirect(request, "attacker");
    expect(attacker.location.hash).toContain("access_token=");

    // an anonymous visitor
    await page.goto(onSite(attacker.location));
    await authSettled(page);
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();

    // a signed-in visitor keeps their own session
    const victim = await confirmedAccount(request, "victim");
    const context = await browser.newContext();
    const tab = await context.newPage();
    await signedIn(tab, victim);
    // the mail client opens the link in a new tab of the victim's browser
    const link = await context.newPage();
    await link.goto(onSite(attacker.location));
    await authSettled(link);
    await expect(link).toHaveURL("/");
    await expect(accountEmail(link)).toHaveText(victim);
    expect(await storedSession(link)).toContain(victim);
    expect(await storedSession(link)).not.toContain(attacker.email);
    await context.close();
  });

  test("a code from another browser's flow does not sign in, even while this browser has a flow of its own", async ({
    page,
    request,
  }) => {
    // the attacker's own PKCE sign-up: a valid one-time code whose verifier only the attacker holds
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const attacker = await confirmationRedirect(request, "code-attacker", { challenge });
    expect(attacker.location.searchParams.get("code")).toBeTruthy();

    // the visitor left for Google and came back unfinished: its own verifier waits in localStorage
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await page.goto(onSite(attacker.location));
    await expect(toast(page, "Google sign in failed")).toContainText(
      "This link has expired or was opened in a different browser from the one that asked for it. Please sign in again.",
    );
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();
  });

  test("the confirmation link opened in a new tab of the same browser signs in there, and the first tab follows", async ({
    context,
    page,
    request,
  }) => {
    const email = uniqueEmail("new-tab");
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("New Tab");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await submit(page).click();
    await expect(toast(page, "Account created!")).toBeVisible();

    // the mail client opens the link in a new tab: the PKCE verifier is in this browser's localStorage
    const tab = await context.newPage();
    await tab.goto(await confirmationLink(request, email));
    await expect(accountEmail(tab)).toHaveText(email);
    await expect(tab).toHaveURL("/");
    await expect(accountEmail(page)).toHaveText(email);
  });

  test("a campaign's ?code= is no sign-in: React stays unloaded, no toast, the address keeps it", async ({
    page,
  }) => {
    // GoTrue's auth codes are UUIDs; a referral or promo code in a link is someone else's parameter
    await page.goto("/use-cases?code=SPRING25");
    await bootDecided(page);
    await notBooted(page);
    await expect(page.getByText("Sign in failed")).toHaveCount(0);
    await expect(page).toHaveURL("/use-cases?code=SPRING25");
  });

  test("an error redirect is told in the site's own words, never in the link's", async ({ page }) => {
    const phishing = "Your account is locked. Call +1 555 0100 now";
    await page.goto(
      `/?error=server_error&error_code=unexpected_failure&error_description=${encodeURIComponent(phishing)}`,
    );
    const unknown = toast(page, "Sign in failed");
    await expect(unknown).toContainText("An unexpected error occurred. Please try again.");
    await expect(unknown).not.toContainText("555");
    await expect(page).toHaveURL("/");

    // a known code gets its fixed line, whatever the description says
    await page.goto(
      `/use-cases#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(phishing)}`,
    );
    const expired = toast(page, "Sign in failed");
    await expect(expired).toContainText(
      "This confirmation link is invalid or has expired. Sign up again to get a new one.",
    );
    await expect(expired).not.toContainText("555");
    await expect(page).toHaveURL("/use-cases");
  });
});

test.describe("Sign Out", () => {
  for (const [label, rule] of [
    ["answers 503", { fail: { status: 503, count: 1, path: "/logout" } }],
    // Chromium silently retries a request whose reused keep-alive connection closes, so drop a few
    ["drops the connection", { drop: { count: 3, path: "/logout" } }],
  ] as const) {
    test(`clears the stored session even when /logout ${label}`, async ({ page, request }) => {
      const email = await confirmedAccount(request, "signout-fault");
      await signedIn(page, email);
      expect(await storedSession(page)).toContain(email);
      await control(request, rule);
      // Sign Out returns to '/' with a page load: read storage in the page it lands on, not the one it leaves
      const landed = page.waitForEvent("load");
      await page.locator("button:visible", { hasText: "Sign Out" }).click();
      await landed;
      await expect(accountEmail(page)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      await page.reload();
      await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toBeVisible();
      await expect(accountEmail(page)).toHaveCount(0);
    });
  }
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form posts, never puts the password in a URL, and says JavaScript is needed", async ({
    page,
  }) => {
    const requests: Array<{ method: string; url: string }> = [];
    page.on("request", (r) => requests.push({ method: r.method(), url: r.url() }));
    await page.goto("/auth");
    await page.getByLabel("Email").fill("no-script@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await submit(page).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "JavaScript is needed to sign in" }),
    ).toBeVisible();
    await expect(page).toHaveURL("/auth/javascript-required");
    expect(requests.filter((r) => r.url.includes(PASSWORD) || r.url.includes("no-script"))).toEqual([]);
    expect(requests.filter((r) => r.method === "POST").map((r) => new URL(r.url).pathname)).toEqual([
      "/api/sign-in",
    ]);
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL("/auth");
  });
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
    await expect(failed).toContainText("The sign-in was cancelled.");
    await expect(failed).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL("/");
    await expect(accountEmail(page)).toHaveCount(0);
  });
});

test("no script loads until it is needed: none on /; on /auth React with the first focus, supabase-js with the password", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  // a string literal of @supabase/auth-js that survives minification
  const hasSupabase = () =>
    [...scripts.paths].some((url) => containsSupabase(readFileSync(path.join(SITE_CLIENT_DIR, url), "utf8")));
  await page.goto("/");
  await bootDecided(page);
  await notBooted(page);
  expect([...scripts.paths]).toEqual([]); // an anonymous visitor of '/' loads no script file at all
  await page.goto("/auth");
  await bootDecided(page);
  await notBooted(page);
  expect([...scripts.paths]).toEqual([]); // nor does /auth until the visitor starts on it
  await page.getByLabel("Email").focus();
  await hydrated(page);
  await page.keyboard.type("ada@example.com");
  await scripts.quiet();
  expect(hasSupabase(), "supabase-js before the password").toBe(false);
  await page.getByLabel("Password").pressSequentially("s");
  await expect.poll(hasSupabase).toBe(true);
});
