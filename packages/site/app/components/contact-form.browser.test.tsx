// The contact form in real Chromium; the endpoint is answered by Mock Service Worker.
import { CONTACT_ENDPOINT } from "@orbitag/contact";
import { dismissToast, Toaster } from "@orbitag/ui";
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { site } from "../config/site";
import { ContactForm } from "./contact-form";

const text = site.messages.contact;
const worker = setupWorker();
const received: unknown[] = [];

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: "bypass" });
});
afterAll(() => worker.stop());
beforeEach(() => {
  received.length = 0;
});
afterEach(() => {
  worker.resetHandlers();
  dismissToast();
});

/** answers the endpoint with `respond`, recording each JSON body it gets */
function answer(respond: () => Response | Promise<Response>) {
  worker.use(
    http.post(CONTACT_ENDPOINT, async ({ request }) => {
      received.push(await request.json());
      return respond();
    }),
  );
}

async function renderForm() {
  const screen = await render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  const fields = {
    name: screen.getByRole("textbox", { name: text.fields.name }),
    email: screen.getByRole("textbox", { name: text.fields.email }),
    subject: screen.getByRole("textbox", { name: text.fields.subject }),
    message: screen.getByRole("textbox", { name: text.fields.message }),
  };
  return { screen, fields, submit: () => screen.getByRole("button", { name: text.submit }).click() };
}

type Fields = Awaited<ReturnType<typeof renderForm>>["fields"];

const filled = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Tracking 400 infusion pumps",
  message: "Hello!\nWe would like a demo for our three hospital sites.",
};

async function fill(fields: Fields, values: Partial<typeof filled> = filled) {
  for (const [key, value] of Object.entries(values)) await fields[key as keyof Fields].fill(value);
}

async function expectValues(fields: Fields, values: Record<keyof Fields, string>) {
  for (const [key, value] of Object.entries(values)) {
    await expect.element(fields[key as keyof Fields]).toHaveValue(value);
  }
}

describe("ContactForm", () => {
  test("shows the spec's message under every invalid field, linked for screen readers, and focuses the first", async () => {
    answer(() => HttpResponse.json({ ok: true, id: "x" }));
    const { screen, fields, submit } = await renderForm();
    await submit();

    const messages = [
      [fields.name, text.validation.name],
      [fields.email, text.validation.email],
      [fields.subject, text.validation.subject],
      [fields.message, text.validation.message],
    ] as const;
    for (const [field, message] of messages) {
      await expect.element(field).toHaveAttribute("aria-invalid", "true");
      await expect.element(field).toHaveAccessibleDescription(message);
      await expect.element(screen.getByText(message)).toBeVisible();
    }
    await expect.element(fields.name).toHaveFocus();
    expect(received).toEqual([]);
  });

  test("focuses the first invalid field when earlier ones are fine", async () => {
    const { fields, submit } = await renderForm();
    await fill(fields, { name: "Ada", email: "ada@", subject: "Hello there", message: "short" });
    await submit();
    await expect.element(fields.email).toHaveFocus();
    await expect.element(fields.name).not.toHaveAttribute("aria-invalid");
    await expect.element(fields.message).toHaveAccessibleDescription(text.validation.message);
  });

  test("re-checks live once submitted: fixing a field clears its message as you type", async () => {
    const { screen, fields, submit } = await renderForm();
    await submit();
    await expect.element(screen.getByText(text.validation.name)).toBeVisible();
    await fields.name.fill("Al");
    await expect.element(screen.getByText(text.validation.name)).not.toBeInTheDocument();
    await expect.element(fields.name).not.toHaveAttribute("aria-invalid");
    await userEvent.clear(fields.name);
    await userEvent.type(fields.name, "A");
    await expect.element(screen.getByText(text.validation.name)).toBeVisible();
  });

  test("shows 'Sending...' and disables the button while sending, then confirms and empties the form", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(async () => {
      await gate;
      return HttpResponse.json({ ok: true, id: "abc" });
    });
    const { screen, fields, submit } = await renderForm();
    await fill(fields, { ...filled, name: "  Ada Lovelace  " });
    await submit();

    const busy = screen.getByRole("button", { name: text.submitting });
    // disabled while sending (the spec), the way that keeps the focus on it rather than dropping it to <body>
    await expect.element(busy).toHaveAttribute("aria-disabled", "true");
    await expect.element(busy).toHaveAttribute("aria-busy", "true");
    expect(document.activeElement).toBe(busy.element());
    release();

    await expect.element(screen.getByText(text.success.title)).toBeVisible();
    await expect.element(screen.getByText(text.success.description)).toBeVisible();
    await expectValues(fields, { name: "", email: "", subject: "", message: "" });
    await expect.element(screen.getByRole("button", { name: text.submit })).toBeEnabled();
    // trimmed, exactly the spec's payload: the four fields, no empty honeypot
    expect(received).toEqual([filled]);
  });

  test.each([
    [
      "a 502 with the server's own error text",
      () => HttpResponse.json({ error: "SMTP relay exploded at 10.0.0.7" }, { status: 502 }),
    ],
    ["a 400 answer", () => HttpResponse.json({ error: "Invalid name: nope" }, { status: 400 })],
    ["a non-JSON 500", () => new HttpResponse("<html>Internal Server Error</html>", { status: 500 })],
    ["a network failure", () => HttpResponse.error()],
  ])("on %s: shows the generic error toast and keeps every field", async (_label, respond) => {
    answer(respond);
    const { screen, fields, submit } = await renderForm();
    await fill(fields);
    await submit();

    const title = screen.getByText(text.error.title, { exact: true });
    await expect.element(title).toBeVisible();
    await expect.element(screen.getByText(text.error.description)).toBeVisible();
    await expect
      .element(title.element().closest<HTMLElement>("[data-slot=toast]"))
      .toHaveAttribute("data-variant", "destructive");
    await expect
      .element(screen.getByText(/SMTP relay|Invalid name|Internal Server Error/))
      .not.toBeInTheDocument();
    await expectValues(fields, filled);
    await expect.element(screen.getByRole("button", { name: text.submit })).toBeEnabled();
    expect(received).toHaveLength(1);
  });

  test("rejects invisible characters in the name and subject with the field's message", async () => {
    const { screen, fields, submit } = await renderForm();
    // a right-to-left override would show the subject reversed in the sales inbox
    await fill(fields, { ...filled, name: "Ada\u200bLovelace", subject: "Invoice \u202efdp.exe" });
    await submit();
    await expect.element(fields.name).toHaveAccessibleDescription(text.validation.nameInvisible);
    await expect.element(fields.subject).toHaveAccessibleDescription(text.validation.subjectInvisible);
    await expect.element(screen.getByText(text.validation.subjectInvisible)).toBeVisible();
    expect(received).toEqual([]);
  });

  test("rejects encoded-words in the name and subject, which a mail client would decode", async () => {
    const { fields, submit } = await renderForm();
    await fill(fields, {
      ...filled,
      name: "CEO =?utf-8?b?4oCuIA==?= (verified)",
      subject: "Invoice =?utf-8?b?4oCuZmRwLmV4ZQ==?=",
    });
    await submit();
    await expect.element(fields.name).toHaveAccessibleDescription(text.validation.nameEncoded);
    await expect.element(fields.subject).toHaveAccessibleDescription(text.validation.subjectEncoded);
    expect(received).toEqual([]);
  });

  test("is also a plain form: without JavaScript the browser posts the same fields to the function", async () => {
    const { screen, fields } = await renderForm();
    await fill(fields);
    const form = screen.container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe(CONTACT_ENDPOINT);
    expect(form.method).toBe("post");
    expect(form.enctype).toBe("application/x-www-form-urlencoded");
    expect([...new FormData(form)]).toEqual([
      ["name", filled.name],
      ["email", filled.email],
      ["subject", filled.subject],
      ["message", filled.message],
      ["website", ""],
    ]);
  });

  test("has a honeypot that people cannot reach", async () => {
    const { screen } = await renderForm();
    const trap = screen.getByLabelText("Leave this field empty");
    await expect.element(trap).toHaveAttribute("tabindex", "-1");
    // off-screen, and hidden from assistive technology: only the four real fields are announced
    expect(trap.element().getBoundingClientRect().right).toBeLessThanOrEqual(0);
    expect(screen.getByRole("textbox").elements()).toHaveLength(4);
  });
});
