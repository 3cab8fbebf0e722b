// The contact form on the served production build: real browser, real Netlify function, real SMTP
// (the e2e stack's mail catcher, read back over its HTTP API).
import { expect, test, type Page } from "@playwright/test";
import { E2E_CONTACT_TO, E2E_MAIL_API } from "./env.ts";

// these tests switch the shared mail catcher's SMTP behaviour, so they run one at a time
test.describe.configure({ mode: "serial" });

interface CaughtMail {
  subject: string;
  from: string;
  to: string[];
  replyTo: string | null;
  text: string;
  html: string;
  envelope: { from: string; to: string[] };
}

/**
 * Switches the catcher's SMTP behaviour for mail to the sales inbox that contains `match` (the visitor's
 * unique address), so sign-up mails and other tests' messages keep flowing meanwhile.
 */
async function setSmtp(mode: "up" | "down" | "hang", match?: string) {
  const res = await fetch(`${E2E_MAIL_API}/api/smtp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode, to: [E2E_CONTACT_TO], match }),
  });
  expect(res.ok).toBe(true);
}

async function mailsWithSubject(subject: string): Promise<CaughtMail[]> {
  const res = await fetch(`${E2E_MAIL_API}/api/messages?to=${encodeURIComponent(E2E_CONTACT_TO)}`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.subject === `[Orbitag contact] ${subject}`);
}

function form(page: Page) {
  return {
    name: page.getByRole("textbox", { name: "Full Name" }),
    email: page.getByRole("textbox", { name: "Email Address" }),
    subject: page.getByRole("textbox", { name: "Subject" }),
    message: page.getByRole("textbox", { name: "Message" }),
    send: page.getByRole("button", { name: "Send Message" }),
    sending: page.getByRole("button", { name: "Sending..." }),
  };
}

function visitor(tag: string) {
  const id = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "Grace Hopper",
    email: `grace+${id}@example.com`,
    subject: `Fleet tracking question ${id}`,
    message: "We run 3 sites & 1,200 tools.\nCan you <b>help</b> us track them?",
  };
}

async function fill(page: Page, values: ReturnType<typeof visitor>) {
  const f = form(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.subject.fill(values.subject);
  await f.message.fill(values.message);
}

async function expectKept(page: Page, values: ReturnType<typeof visitor>) {
  const f = form(page);
  await expect(f.name).toHaveValue(values.name);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.subject).toHaveValue(values.subject);
  await expect(f.message).toHaveValue(values.message);
}

const SENT = "Thank you for contacting us. We'll get back to you within 24 hours.";
const FAILED = "There was a problem sending your message. Please try again.";

/** the visible toast carrying `text` (Radix also mirrors it into a screen-reader-only live region) */
function toast(page: Page, text: string) {
  return page.locator("[data-slot=toast]").filter({ hasText: text });
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
  // React loads when the visitor starts on the form; wait for the site's hydration contract (app/lib/islands/hydrate.tsx)
  await form(page).name.focus();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

// no global "up" between tests: each failure rule is scoped to its own visitor's address, and a reset from a
// test starting on the other worker would lift the rule of a test that is still sending

test("typed and sent before the page is interactive: nothing is lost, the message goes once React is there", async ({
  page,
}) => {
  // hold the islands' entry module until the visitor has typed and pressed Send
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await released;
    await route.continue();
  });
  const values = visitor("early");
  await page.goto("/contact");
  await fill(page, values);
  await form(page).send.click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(page).toHaveURL(/\/contact$/); // no native submission, nothing typed in the address
  release();
  await expect(toast(page, SENT)).toBeVisible();
  await expect.poll(async () => (await mailsWithSubject(values.subject)).length).toBe(1);
  const [mail] = await mailsWithSubject(values.subject);
  expect(mail!.replyTo).toBe(values.email);
  expect(mail!.text).toContain(values.message);
});

test("the form is in the prerendered HTML of /contact", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toContain("Send us a Message");
  for (const name of ["name", "email", "subject", "message"])
    expect(html).toMatch(new RegExp(`name="${name}"`));
  expect(html).toContain("Send Message");
});

test("shows the spec's message under each invalid field and focuses the first", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  await f.send.click();

  const expected = [
    [f.name, "Name must be at least 2 characters"],
    [f.email, "Please enter a valid email address"],
    [f.subject, "Subject must be at least 5 characters"],
    [f.message, "Message must be at least 10 characters"],
  ] as const;
  for (const [field, message] of expected) {
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(f.name).toBeFocused();

  // live once submitted: fixing the name clears its message, the others stay
  await f.name.fill("Grace");
  await expect(page.getByText("Name must be at least 2 characters")).toBeHidden();
  await f.email.fill("grace@");
  await f.send.click();
  await expect(f.email).toBeFocused();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("sends: busy button, success toast, empty form, and the mail arrives", async ({ page }) => {
  await openContact(page);
  const values = visitor("ok");
  await fill(page, values);

  // hold the request a moment so the busy state can be seen; it then goes to the real function
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/send-contact-email", async (route) => {
    await held;
    await route.continue();
  });
  await form(page).send.click();
  await expect(form(page).sending).toBeDisabled();
  release();

  const sent = toast(page, SENT);
  await expect(sent).toBeVisible();
  await expect(sent.getByText("Message Sent!", { exact: true })).toBeVisible();
  await expect(sent).toHaveAttribute("data-variant", "default");
  await expectKept(page, { name: "", email: "", subject: "", message: "" });
  await expect(form(page).send).toBeEnabled();

  await expect.poll(async () => (await mailsWithSubject(values.subject)).length).toBe(1);
  const [mail] = await mailsWithSubject(values.subject);
  expect(mail!.envelope.to).toEqual([E2E_CONTACT_TO]);
  expect(mail!.replyTo).toBe(values.email);
  expect(mail!.text).toContain(values.message);
  expect(mail!.html).toContain("Can you &lt;b&gt;help&lt;/b&gt; us track them?");
  expect(mail!.html).not.toContain("<b>help</b>");
});

test("SMTP down: error toast, every field kept, and sending again works once it is back", async ({
  page,
}) => {
  await openContact(page);
  const values = visitor("down");
  await fill(page, values);
  await setSmtp("down", values.email);

  await form(page).send.click();
  const failed = toast(page, FAILED);
  await expect(failed).toBeVisible();
  await expect(failed.getByText("Error", { exact: true })).toBeVisible();
  await expect(failed).toHaveAttribute("data-variant", "destructive");
  await expect(page.getByText("could not be sent")).toHaveCount(0);
  await expectKept(page, values);
  expect(await mailsWithSubject(values.subject)).toEqual([]);

  await setSmtp("up", values.email);
  await form(page).send.click();
  await expect(toast(page, SENT)).toBeVisible();
  await expect.poll(async () => (await mailsWithSubject(values.subject)).length).toBe(1);
});

test("SMTP hanging: the function gives up and the visitor keeps what they typed", async ({ page }) => {
  await openContact(page);
  const values = visitor("hang");
  await fill(page, values);
  await setSmtp("hang", values.email);
  const answered = page.waitForResponse("**/api/send-contact-email");
  await form(page).send.click();
  const response = await answered;
  // the function's own limits (5 s of SMTP silence, 8 s for a whole send) end it: its 502 is the answer (a
  // browser that gave up first would have none), whatever the clock of a busy machine says
  expect(response.status()).toBe(502);
  expect(await response.json()).toMatchObject({ error: expect.any(String), requestId: expect.any(String) });
  await expect(toast(page, FAILED)).toBeVisible();
  await expectKept(page, values);
});

test("a filled honeypot looks like success to a bot but sends nothing", async ({ page }) => {
  await openContact(page);
  const values = visitor("bot");
  await fill(page, values);
  await page.locator('input[name="website"]').fill("https://spam.example");
  await form(page).send.click();
  await expect(toast(page, SENT)).toBeVisible();
  // a real message sent afterwards arrives, so an empty inbox for the bot's is meaningful
  const human = visitor("human");
  await expectKept(page, { name: "", email: "", subject: "", message: "" });
  await fill(page, human);
  await form(page).send.click();
  // answered once the form has emptied itself again
  await expectKept(page, { name: "", email: "", subject: "", message: "" });
  await expect.poll(async () => (await mailsWithSubject(human.subject)).length).toBe(1);
  expect(await mailsWithSubject(values.subject)).toEqual([]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the function, the thank-you page follows and the mail arrives", async ({
    page,
  }) => {
    const values = visitor("nojs");
    await page.goto("/contact");
    await fill(page, values);
    const posted = page.waitForRequest("**/api/send-contact-email");
    await form(page).send.click();
    const request = await posted;
    // an ordinary form post: urlencoded, never a GET with the message in the address
    expect(request.method()).toBe("POST");
    expect((await request.allHeaders())["content-type"]).toBe("application/x-www-form-urlencoded");

    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent!" })).toBeVisible();
    await expect(page.getByText(SENT)).toBeVisible();
    await expect.poll(async () => (await mailsWithSubject(values.subject)).length).toBe(1);
    const [mail] = await mailsWithSubject(values.subject);
    expect(mail!.replyTo).toBe(values.email);
    expect(mail!.text).toContain("Can you <b>help</b> us track them?");

    // a reload of the thank-you page is a GET of a static page: the message is not sent twice
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent!" })).toBeVisible();
    expect(await mailsWithSubject(values.subject)).toHaveLength(1);
  });

  test("invalid input: a page names each problem; Back returns to the form with the text kept", async ({
    page,
  }) => {
    const values = { ...visitor("nojs-invalid"), name: "G", email: "grace@" };
    await page.goto("/contact");
    await fill(page, values);
    await form(page).send.click();

    await expect(page.getByRole("heading", { level: 1, name: "Please check your message" })).toBeVisible();
    const problems = page.getByRole("listitem");
    await expect(problems).toHaveText([
      "Full Name: Name must be at least 2 characters",
      "Email Address: Please enter a valid email address",
    ]);
    await expect(page.getByRole("link", { name: "Back to the contact form" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expectKept(page, values);
    await form(page).name.fill("Grace Hopper");
    await form(page).email.fill(values.email.replace("@", "@example.com"));
    await form(page).send.click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect.poll(async () => (await mailsWithSubject(values.subject)).length).toBe(1);
  });

  test("SMTP down: a page with the spec's error, nothing sent, and Back keeps the text", async ({ page }) => {
    const values = visitor("nojs-down");
    await setSmtp("down", values.email);
    await page.goto("/contact");
    await fill(page, values);
    await form(page).send.click();
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText(FAILED)).toBeVisible();
    await page.goBack();
    await expectKept(page, values);
    expect(await mailsWithSubject(values.subject)).toEqual([]);
  });

  test("a form on another site cannot send a message through the function (403)", async ({
    page,
    baseURL,
  }) => {
    const values = visitor("csrf");
    const hidden = Object.entries({ ...values, website: "" })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, "&quot;")}">`)
      .join("");
    // an attacker's harmless-looking page that posts our form's fields to our function
    await page.route("http://attacker.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${baseURL}/api/send-contact-email">${hidden}<button>Win a prize</button></form>`,
      }),
    );
    await page.goto("http://attacker.test/");
    const answered = page.waitForResponse("**/api/send-contact-email");
    await page.getByRole("button", { name: "Win a prize" }).click();
    const response = await answered;
    expect(response.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Message not sent" })).toBeVisible();
    expect(await mailsWithSubject(values.subject)).toEqual([]);
  });
});
