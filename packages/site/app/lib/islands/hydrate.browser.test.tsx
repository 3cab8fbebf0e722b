// Islands in real Chromium: a page rendered as the build renders it (the whole tree by one renderer, each
// island through IslandRendererContext as a root of its own) is hydrated island by island, as
// app/entry.client.tsx does — with the ids useId made at build time, so a label, its control and the error
// React adds later still point at each other.
import { useEffect, useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { HYDRATED_EVENT } from "../../boot/contract";
import { defineIsland } from "./define";
import { hydrateIslands, type IslandModule } from "./hydrate";
import { Island, IslandRendererContext, type RenderRoot } from "./island";

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

function Field({ label }: { label: string }) {
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid ? <span id={`${id}-error`}>Required</span> : null}
      <button type="button" onClick={() => setInvalid(true)}>
        Check {label}
      </button>
    </p>
  );
}
const field = defineIsland("field", Field);

/** Something around the islands that uses ids too, as the kit's components in a real page do. */
function Around({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>Page</h1>
      {[<span key="a">a</span>, <span key="b">b</span>]}
      {children}
    </main>
  );
}

const renderRoot: RenderRoot = (node, options) => renderToString(node, options);

/** The page as the build writes it. */
function prerender(): void {
  document.body.innerHTML = renderToString(
    <IslandRendererContext value={renderRoot}>
      <Around>
        <Island of={field} id="name-field" props={{ label: "Name" }} />
        <section>
          <Island of={field} id="email-field" props={{ label: "Email" }} />
        </section>
      </Around>
    </IslandRendererContext>,
  );
}

const modules = { field: async (): Promise<IslandModule> => ({ default: field as IslandModule["default"] }) };

test("each island hydrates alone with the ids it was built with, then the page says it is hydrated", async () => {
  prerender();
  const built = [...document.querySelectorAll("input")].map((input) => input.id);
  expect(new Set(built).size).toBe(2);
  const consoleError = vi.spyOn(console, "error");
  onTestFinished(() => consoleError.mockRestore());
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  onTestFinished(() => window.removeEventListener("error", onError));
  const hydratedEvent = new Promise<void>((resolve) =>
    window.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true }),
  );

  await hydrateIslands((name) => modules[name as keyof typeof modules]);
  await hydratedEvent;
  expect(document.documentElement.dataset.hydrated).toBe("true");
  // no mismatch reported (React logs one in development, and reports recoverable errors on window)
  expect(consoleError).not.toHaveBeenCalled();
  expect(errors).toEqual([]);

  // React owns the islands now: what it adds refers to the ids in the DOM
  for (const label of ["Name", "Email"]) {
    const check = [...document.querySelectorAll("button")].find((b) => b.textContent === `Check ${label}`)!;
    await userEvent.click(check);
    const input = check.closest("p")!.querySelector("input")!;
    await expect.poll(() => input.getAttribute("aria-describedby")).toBe(`${input.id}-error`);
    expect(document.getElementById(`${input.id}-error`)?.textContent).toBe("Required");
    expect(check.closest("p")!.querySelector("label")!.htmlFor).toBe(input.id);
  }
  expect([...document.querySelectorAll("input")].map((input) => input.id)).toEqual(built);
});

test("islands already defined hydrate in the task that asks, all roots and their effects: nothing left for input to hold back", async () => {
  prerender();
  let effects = 0;
  function Counted({ label }: { label: string }) {
    useEffect(() => void effects++, []);
    return <Field label={label} />;
  }
  const counted = { ...field, Component: Counted } as IslandModule["default"];
  const done = hydrateIslands(() => counted);
  // still in the same task: both roots have hydrated and run their effects
  expect(effects).toBe(2);
  await done;
  expect(document.documentElement.dataset.hydrated).toBe("true");
});

test("an island whose module is missing or defines another name rejects, and the page is not marked hydrated", async () => {
  prerender();
  await expect(hydrateIslands(() => undefined)).rejects.toThrow('no island named "field"');
  const other = defineIsland("other", Field);
  await expect(
    hydrateIslands(() => async () => ({ default: other as IslandModule["default"] })),
  ).rejects.toThrow('app/islands/field.tsx defines the island "other", not "field"');
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
});

test("an island outside the build's renderer says so instead of rendering markup no browser can hydrate", () => {
  expect(() => renderToString(<Island of={field} id="x" props={{ label: "X" }} />)).toThrow(
    /Island "field" rendered outside the build's renderer/,
  );
});
