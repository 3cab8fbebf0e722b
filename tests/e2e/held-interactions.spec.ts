// Presses and submissions made before React is there (app/boot/held-interactions.ts): held, shown busy at
// once, and replayed once — a double click or a second Enter sends one request, on the production build
// against the real auth service, Netlify function and mail catcher. One test (sign-up) runs after
// hydration instead, for the same promise kept by React itself.
import { expect as baseExpect, test, type Page, type Request } from "@playwright/test";
import { accountEmail, confirmedAccount, PASSWORD, submit, toast, uniqueEmail } from "./accounts.ts";
import { PATIENCE } from "../patience.ts";
import { E2E_CONTACT_TO, E2E_MAIL_API } from "./env.ts";

// a held press replays into a real request (auth service, contact function and its SMTP): the same patience
// for a state as every other wait (the config's), named here because these waits cross three services
const expect = baseExpect.configure({ timeout: PATIENCE.state });

/** Holds React's entry module until the returned function is called: the page stays un-hydrated meanwhile. */
async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request the page sends that `matches`, as it is sent. */
function requestsTo(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

const isPasswordGrant = (r: Request) => r.method() === "POST" && r.url().includes("grant_type=password");
const isSignUp = (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname.endsWith("/auth/v1/signup");

const isContactPost = (r: Request) =>
  r.method() === "POST" && new URL(r.url()).pathname === "/api/send-contact-email";

/** Fills the contact form with a message whose subject is `subject`. */
async function fillContactForm(page: Page, id: string, subject: string, message: string): Promise<void> {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Grace Hopper");
  await page.getByRole("textbox", { name: "Email Address" }).fill(`grace+${id}@example.com`);
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill(message);
}

/** How many mails with `subject` reached the sales inbox. */
async function mailsAbout(subject: string): Promise<number> {
  const response = await fetch(`${E2E_MAIL_API}/api/messages?to=${encodeURIComponent(E2E_CONTACT_TO)}`);
  const all = (await response.json()) as Array<{ subject: string }>;
  return all.filter((mail) => mail.subject.includes(subject)).length;
}

test("Sign In pressed twice and Enter pressed twice before hydration: busy at once, one request", async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, "held-signin");
  const grants = requestsTo(page, isPasswordGrant);
  const release = await holdReact(page);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await submit(page).dblclick();
  await expect(submit(page)).toHaveAttribute("aria-busy", "true");
  await expect(submit(page)).toHaveAttribute("aria-disabled", "true");
  // Enter in a field submits through the same (held) button
  await page.getByLabel("Password").press("Enter");
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/auth$/);
  release();

  await expect(toast(page, "Sign in failed")).toContainText("Invalid login credentials");
  await expect(toast(page, "Sign in failed")).toHaveCount(1);
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).not.toHaveAttribute("aria-busy");
  expect(grants).toHaveLength(1);

  // React owns the form now: the right password signs in
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page).click();
  await expect(accountEmail(page)).toHaveText(email);
});

test("the Sign Up toggle pressed twice before hydration switches once", async ({ page }) => {
  const release = await holdReact(page);
  await page.goto("/auth");
  const toggle = page.getByRole("button", { name: "Sign Up" });
  await toggle.dblclick();
  await expect(toggle).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
});

// Not a held interaction: the sign-up fields exist only once React renders sign-up mode, so this runs after
// hydration and shows that React's own busy state (the submit button disabled while the request runs)
// turns a double click into one request.
test("after hydration, the sign-up submit double-clicked sends one sign-up request and shows no error (React's disabled state)", async ({
  page,
}) => {
  const signups = requestsTo(page, isSignUp);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Double Click");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Email").fill(uniqueEmail("double-signup"));
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page).dblclick();
  await expect(toast(page, "Account created!")).toBeVisible();
  await expect(page.locator("[data-slot=toast][data-variant=destructive]")).toHaveCount(0);
  expect(signups).toHaveLength(1);
});

test("Send Message double-clicked before hydration sends one request and one mail", async ({ page }) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const subject = `Held double click ${id}`;
  const posts = requestsTo(page, isContactPost);
  const release = await holdReact(page);
  await page.goto("/contact");
  await fillContactForm(page, id, subject, "Two clicks, one message, please.");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.dblclick();
  await expect(send).toHaveAttribute("aria-busy", "true");
  release();

  await expect(page.locator("[data-slot=toast]").filter({ hasText: "Message Sent!" })).toHaveCount(1);
  await expect.poll(() => mailsAbout(subject)).toBe(1);
  expect(posts).toHaveLength(1);
});

// React never comes (app/boot/boot-policy.ts watchBootFailure): the held press does what the form does
// without JavaScript, instead of staying busy forever.
test("the boot's entry module fails to load: the held Send Message posts the form natively, one mail", async ({
  page,
}) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const subject = `Boot failed ${id}`;
  const posts = requestsTo(page, isContactPost);
  await page.route("**/assets/entry.client-*.js", (route) => route.abort("connectionfailed"));
  await page.goto("/contact");
  await fillContactForm(page, id, subject, "Sent although the app's script failed.");
  await page.getByRole("button", { name: "Send Message" }).dblclick();

  await expect(page).toHaveURL(/\/contact\/thanks$/);
  await expect.poll(() => mailsAbout(subject)).toBe(1);
  expect(posts).toHaveLength(1);
});

test("a boot that hangs: after 10 s the held Sign In posts to the JavaScript-required page, no password in a URL", async ({
  page,
}) => {
  const urls: string[] = [];
  page.on("request", (r) => void urls.push(r.url()));
  await page.clock.install();
  // the entry module's request is never answered
  await page.route("**/assets/entry.client-*.js", () => {});
  await page.goto("/auth");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill("hunter2-secret");
  await submit(page).click();
  await expect(submit(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("html[data-boot-failed]")).toHaveCount(0);

  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/auth\/javascript-required$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(urls.filter((u) => u.includes("hunter2"))).toEqual([]);
});
