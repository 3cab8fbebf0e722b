// `npm run dev` is the production stack with hot reload: the page comes from Vite (and its hot-reload
// channel works through Netlify's proxy), the contact form reaches the real function, and sign-up the
// local auth service, each mail arriving in the dev stack's own catcher.
import { expect, test, type Page } from "@playwright/test";
import { DEV_MAIL_API } from "../e2e/env.ts";

interface CaughtMail {
  subject: string;
  to: string[];
  replyTo: string | null;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${DEV_MAIL_API}/api/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtMail[];
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}`;
const toast = (page: Page, text: string) => page.locator("[data-slot=toast]").filter({ hasText: text });

test("loads / from Vite with its hot-reload channel, and the page hydrates", async ({ page }) => {
  const viteConnected = page.waitForEvent("console", (message) =>
    message.text().includes("[vite] connected"),
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await viteConnected;
});

test("a function path reaches the function, as in npm start (not React Router's 405)", async ({
  request,
}) => {
  const res = await request.post("/api/send-contact-email", { data: { name: "A" } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    field: "name",
    error: "Invalid name: Name must be at least 2 characters",
  });
});

test("the contact form sends, and the mail arrives in the catcher", async ({ page }) => {
  const id = unique("dev");
  await page.goto("/contact");
  // the dev server's page is React's from the start: wait until it owns the form
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("textbox", { name: "Full Name" }).fill("Grace Hopper");
  await page.getByRole("textbox", { name: "Email Address" }).fill(`grace+${id}@example.com`);
  await page.getByRole("textbox", { name: "Subject" }).fill(`Dev smoke ${id}`);
  await page.getByRole("textbox", { name: "Message" }).fill("Sent from npm run dev.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Thank you for contacting us.")).toBeVisible();
  await expect
    .poll(async () => (await mailTo("hello@orbitag.com")).filter((m) => m.subject.endsWith(id)))
    .toEqual([expect.objectContaining({ replyTo: `grace+${id}@example.com` })]);
});

test("sign-up reaches the local auth service, and the confirmation mail arrives", async ({ page }) => {
  const email = `${unique("dev-signup")}@example.com`;
  await page.goto("/auth");
  // a press before hydration does nothing in development (no boot layer there): wait for React
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse-7");
  await page.locator('form button[type="submit"]').click();
  await expect(toast(page, "Account created!")).toBeVisible();
  await expect
    .poll(async () => (await mailTo(email)).map((m) => /\/auth\/v1\/verify\?\S+/.test(m.text)))
    .toEqual([true]);
});
