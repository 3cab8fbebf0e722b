// Presses and submissions held until React has hydrated, in real Chromium. A listener on the document
// stands in for React's root listeners: they already run after hydration but before root.tsx's effect
// fires HYDRATED_EVENT, so anything they see and the hold replays would run twice.
import { afterEach, expect, test } from "vitest";
import { userEvent } from "vitest/browser";
import { HYDRATED_EVENT } from "./contract";
import { holdInteractions } from "./held-interactions";

const stops: Array<() => void> = [];
afterEach(() => {
  hydrate();
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

function hydrate() {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** what React's root listener would see; submissions are handled (prevented) as React's onSubmit does */
function reactStandIn() {
  const clicks: Element[] = [];
  const submits: Array<{ form: Element; submitter: Element | null }> = [];
  const onClick = (event: Event) => clicks.push(event.target as Element);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submits.push({ form: event.target as Element, submitter: (event as SubmitEvent).submitter });
  };
  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
  stops.push(() => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("submit", onSubmit);
  });
  return { clicks, submits };
}

function render(html: string) {
  document.body.innerHTML = html;
  const holds = { count: 0, held: holdInteractions(() => holds.count++) };
  return holds;
}

test("a double-clicked type=button reaches React once, after hydration, and is busy meanwhile", async () => {
  const react = reactStandIn();
  const holds = render(`<button type="button" id="save">Save</button>`);
  const button = document.getElementById("save")!;

  await userEvent.dblClick(button);
  expect(react.clicks).toEqual([]);
  expect(button.getAttribute("aria-busy")).toBe("true");
  expect(button.getAttribute("aria-disabled")).toBe("true");
  expect(holds.count).toBe(2);

  hydrate();
  expect(react.clicks).toEqual([button]);
  expect(button.hasAttribute("aria-busy")).toBe(false);
  expect(button.hasAttribute("aria-disabled")).toBe(false);
});

test("a form submitted twice is submitted once after hydration, with its submitter", async () => {
  const react = reactStandIn();
  render(`<form id="f"><input name="q" value="x"><button id="go">Go</button></form>`);
  const form = document.getElementById("f") as HTMLFormElement;
  const go = document.getElementById("go")!;

  await userEvent.dblClick(go);
  form.requestSubmit();
  expect(react.clicks).toEqual([]);
  expect(react.submits).toEqual([]);
  expect(go.getAttribute("aria-busy")).toBe("true");

  hydrate();
  expect(react.submits).toEqual([{ form, submitter: go }]);
});

test("a form submitted without a button (Enter) is replayed with one requestSubmit", async () => {
  const react = reactStandIn();
  render(`<form id="f"><input name="q" value="x"></form>`);
  const form = document.getElementById("f") as HTMLFormElement;

  form.requestSubmit();
  form.requestSubmit();
  expect(react.submits).toEqual([]);
  expect(form.getAttribute("aria-busy")).toBe("true");

  hydrate();
  expect(react.submits).toEqual([{ form, submitter: null }]);
});

test("a popover invoker is the platform's: never held", async () => {
  const react = reactStandIn();
  const holds = render(
    `<button popovertarget="menu" id="open">Menu</button><div popover id="menu">Items</div>`,
  );
  const open = document.getElementById("open")!;

  await userEvent.click(open);
  expect(document.getElementById("menu")!.matches(":popover-open")).toBe(true);
  expect(react.clicks).toEqual([open]);
  expect(open.hasAttribute("aria-busy")).toBe(false);
  expect(holds.count).toBe(0);

  hydrate();
  expect(react.clicks).toEqual([open]);
});

test("React never comes: a held form submits natively once, a held plain press is dropped", async () => {
  const holds = render(
    `<iframe name="sink"></iframe>
     <form id="f" action="/held-interactions-sink" method="post" target="sink"><input name="q" value="x"><button id="send">Send</button></form>
     <button type="button" id="toggle">Sign Up</button>`,
  );
  const form = document.getElementById("f") as HTMLFormElement;
  const send = document.getElementById("send")!;
  const toggle = document.getElementById("toggle")!;
  await userEvent.dblClick(send);
  await userEvent.click(toggle);
  expect(send.getAttribute("aria-busy")).toBe("true");

  // what the browser is asked to do once holding stops (into the iframe, so this page stays)
  const native: Array<{ form: Element; submitter: Element | null; prevented: boolean }> = [];
  const clicks: Element[] = [];
  const onSubmit = (event: SubmitEvent) => {
    native.push({
      form: event.target as Element,
      submitter: event.submitter,
      prevented: event.defaultPrevented,
    });
  };
  const onClick = (event: Event) => clicks.push(event.target as Element);
  document.addEventListener("submit", onSubmit);
  document.addEventListener("click", onClick);
  stops.push(() => {
    document.removeEventListener("submit", onSubmit);
    document.removeEventListener("click", onClick);
  });

  holds.held.fallBack();
  expect(native).toEqual([{ form, submitter: send, prevented: false }]);
  // the submit button is pressed again, now for the browser; the plain press is not replayed
  expect(clicks).toEqual([send]);
  expect(toggle.hasAttribute("aria-busy")).toBe(false);
  expect(toggle.hasAttribute("aria-disabled")).toBe(false);
  // the form is on its way: busy, and no second press or Enter sends it again
  expect(send.getAttribute("aria-busy")).toBe("true");
  expect(form.inert).toBe(true);
  await userEvent.click(send, { force: true });
  form.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  expect(native).toHaveLength(1);
  // nothing is held any more, and a late hydration replays nothing
  await userEvent.click(toggle);
  expect(clicks.filter((c) => c === toggle)).toEqual([toggle]);
  hydrate();
  expect(native).toHaveLength(1);
});

test("React never comes, before any press: the form then double-clicked goes once, as a held one does", async () => {
  // a boot that fails on the first focus, before the visitor presses Send (CI under load: two POSTs)
  const holds = render(
    `<iframe name="sink"></iframe>
     <form id="f" action="/held-interactions-sink" method="post" target="sink"><input name="q" value="x"><button id="send">Send</button></form>`,
  );
  const form = document.getElementById("f") as HTMLFormElement;
  const send = document.getElementById("send")!;
  const submits: Element[] = [];
  const onSubmit = (event: SubmitEvent) => void submits.push(event.submitter!);
  document.addEventListener("submit", onSubmit);
  stops.push(() => document.removeEventListener("submit", onSubmit));
  holds.held.fallBack();
  expect(holds.count).toBe(0);
  // the browser's own submission (into the iframe, so this page stays)
  await userEvent.dblClick(send);
  expect(submits).toEqual([send]);
  expect(form.inert).toBe(true);
  expect(send.getAttribute("aria-busy")).toBe("true");
});

test("React never comes: a held form the browser's validation refuses stays usable", async () => {
  const holds = render(`<form id="f"><input name="email" required><button id="send">Send</button></form>`);
  const form = document.getElementById("f") as HTMLFormElement;
  const send = document.getElementById("send")!;
  await userEvent.click(send);
  holds.held.fallBack();
  expect(form.inert).toBe(false);
  expect(send.hasAttribute("aria-busy")).toBe(false);
});
