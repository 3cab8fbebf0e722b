// Build step for app/boot/enhance.ts: compile it to one inline script, and rewrite a prerendered page so
// React Router's boot block waits in a <template> until that script decides to run it.
import path from "node:path";
import { build } from "rolldown";
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

/**
 * Moves the module preloads and everything from React Router's context script to </body> into
 * <template id="app-boot">, followed by the enhancer. Pages without `<body data-hydrate>` stay as they are.
 */
export function deferBoot(html: string, enhancer: string, templateId: string): string {
  if (!/<body[^>]*\sdata-hydrate="[^"]+"/.test(html)) return html;
  let start = html.indexOf(BOOT_START);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) throw new Error("deferBoot: React Router's boot scripts not found");
  // <ScrollRestoration/>'s script, right before: it only matters once React runs, so it waits too
  const previous = html.lastIndexOf("<script>", start - 1);
  if (
    previous >= 0 &&
    html.slice(previous, start).includes(SCROLL_RESTORATION) &&
    html.slice(previous, start).endsWith("</script>")
  )
    start = previous;
  const preloads = html.slice(0, start).match(MODULE_PRELOAD) ?? [];
  const head = html.slice(0, start).replace(MODULE_PRELOAD, "");
  const block = html.slice(start, end);
  return `${head}<template id="${templateId}">${preloads.join("")}${block}</template><script>${enhancer}</script>${html.slice(end)}`;
}
