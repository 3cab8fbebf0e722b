// Build step for app/boot/enhance.ts: compile it to one inline script, and rewrite a prerendered page so
// React Router's boot block waits in a <template> until that script decides to run it.
//
// This is the one place that knows React Router's HTML: its context script (`window.__reactRouterContext`)
// opens the boot block, and <ScrollRestoration/>'s script comes right before it. A React Router upgrade
// that changes either fails the build here with a message that says so (boot.react-router.test.tsx renders
// real React Router markup through it).
import path from "node:path";
import { build } from "rolldown";
import { BOOT_POLICY_ATTRIBUTE } from "../app/boot/contract.ts";
import type { EnhanceOptions } from "../app/boot/enhance.ts";

const ENHANCE = path.resolve(import.meta.dirname, "../app/boot/enhance.ts");
const ENTRY = "\0boot-entry";

/** enhance.ts bundled and minified into a self-calling script with the options baked in. */
export async function compileEnhancer(options: EnhanceOptions): Promise<string> {
  const { output } = await build({
    input: ENTRY,
    write: false,
    plugins: [
      {
        name: "boot-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? `import { enhance } from ${JSON.stringify(ENHANCE)};\nenhance(${JSON.stringify(options)});`
            : null,
      },
    ],
    output: { format: "iife", minify: true, comments: false },
  });
  const code = output[0].code.trim();
  // an inline <script> ends at the first "</script": the compiled code must never contain one
  if (/<\/script/i.test(code)) throw new Error("compiled enhancer contains </script");
  return code;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT_START = "<script>window.__reactRouterContext";
const SCROLL_RESTORATION = `"react-router-scroll-positions"`;
const HAS_POLICY = new RegExp(`<body[^>]*\\s${BOOT_POLICY_ATTRIBUTE}="[^"]+"`);

/** Thrown when React Router's HTML is not what the boot layer expects (after an upgrade, most likely). */
export class ReactRouterHtmlChanged extends Error {
  constructor(what: string) {
    super(
      `React Router's HTML changed: ${what}. scripts/boot.ts moves React Router's boot block into a <template> ` +
        `and app/boot/boot-policy.ts runs it later; update BOOT_START / SCROLL_RESTORATION there to the new markup.`,
    );
    this.name = "ReactRouterHtmlChanged";
  }
}

/**
 * Moves the module preloads, <ScrollRestoration/>'s script and everything from React Router's context
 * script to </body> into <template id="app-boot">, followed by the enhancer. Pages without
 * `<body data-boot-policy>` stay as they are.
 */
export function deferBoot(html: string, enhancer: string, templateId: string): string {
  if (!HAS_POLICY.test(html)) return html;
  let start = html.indexOf(BOOT_START);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start)
    throw new ReactRouterHtmlChanged(`no "${BOOT_START}" (the context script of <Scripts/>) before </body>`);
  // <ScrollRestoration/>'s script, right before: it only matters once React runs, so it waits too
  const previous = html.lastIndexOf("<script>", start - 1);
  const between = previous < 0 ? "" : html.slice(previous, start);
  if (!between.includes(SCROLL_RESTORATION) || !between.endsWith("</script>"))
    throw new ReactRouterHtmlChanged(
      `no <ScrollRestoration/> script (storage key ${SCROLL_RESTORATION}) right before the context script`,
    );
  start = previous;
  const preloads = html.slice(0, start).match(MODULE_PRELOAD) ?? [];
  const head = html.slice(0, start).replace(MODULE_PRELOAD, "");
  const block = html.slice(start, end);
  return `${head}<template id="${templateId}">${preloads.join("")}${block}</template><script>${enhancer}</script>${html.slice(end)}`;
}
