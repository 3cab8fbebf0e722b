// Server rendering and hydration in the browser, as a Next.js or React Router page does: the HTML from
// react-dom/server parsed by the browser, then hydrateRoot over it. Everything React reports on the way (a
// console.error such as invalid nesting, a recoverable hydration mismatch, a caught or uncaught error) is
// collected, so a test can require none.
import * as React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished, vi } from "vitest";

/** printf-style, as the console formats React's messages ("In HTML, %s cannot be a child of %s"). */
function format(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== "string") return args.map(String).join(" ");
  return (
    first.replace(/%[sdio]/g, () => String(rest.shift())) + rest.map((arg) => ` ${String(arg)}`).join("")
  );
}

export interface Hydrated {
  /** The element the server HTML was put in and hydrated. */
  host: HTMLElement;
  /** The server's HTML, as renderToString gave it. */
  html: string;
  /** What React reported while hydrating (console.error, onRecoverableError, onCaughtError, onUncaughtError). */
  errors: string[];
  root: Root;
}

/**
 * Renders `element` to HTML with react-dom/server, puts it in the page and hydrates it with `hydrateRoot`,
 * waiting (React's `act`) until hydration and its effects have run. `beforeHydrate` runs between the two
 * (e.g. to give the browser a URL the server did not see). Unmounted and removed when the test ends.
 */
export async function serverRenderAndHydrate(
  element: React.ReactElement,
  options: { beforeHydrate?: () => void; hydrateWith?: React.ReactElement } = {},
): Promise<Hydrated> {
  const errors: string[] = [];
  const html = renderToString(element);
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  options.beforeHydrate?.();
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(args));
  });
  const report = (error: unknown) => void errors.push(String(error));
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = true;
  let root!: Root;
  try {
    await React.act(async () => {
      root = hydrateRoot(host, options.hydrateWith ?? element, {
        onRecoverableError: report,
        onCaughtError: report,
        onUncaughtError: report,
      });
    });
  } finally {
    consoleError.mockRestore();
    environment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
  onTestFinished(() => {
    root.unmount();
    host.remove();
  });
  return { host, html, errors, root };
}
