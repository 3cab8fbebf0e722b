// The one definition of "JavaScript once React boots" (the bench's figure and tests/e2e/boot-js.spec.ts), on a
// stand-in site: the boot each policy allows, and what the boot fetches after hydrating — on mount and when
// idle, the chunks the bench's figure once left out — counted with the page's own scripts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gzipSize } from "./assets.ts";
import { bootJsSize, bootScripts } from "./boot-js.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

const page = (policy: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body data-boot-policy="${policy}"><main><label>Name <input></label></main><script type="module" src="/enhance.js"></script></body></html>`;
const files: Record<string, string> = {
  "/": page("on-demand"),
  "/form": page("interaction"),
  "/load": page("load"),
  // the boot script: a toast left by the previous page, the first focus in <main>, or the load
  "/enhance.js": `const boot = () => import("/boot.js");
const policy = document.body.dataset.bootPolicy;
if (policy === "load") addEventListener("load", boot);
else if (sessionStorage.getItem("orbitag-next-page-toast")) boot();
if (policy === "interaction") document.querySelector("main").addEventListener("focusin", boot, { once: true });`,
  // hydrates, then fetches a chunk when idle (the contact schema, the toast's module)
  "/boot.js": `import "/react.js";
document.documentElement.setAttribute("data-hydrated", "");
requestIdleCallback(() => import("/idle.js"));`,
  "/react.js": `export const react = "${"r".repeat(3000)}";`,
  "/idle.js": `import "/idle-dep.js"; export const schema = 1;`,
  "/idle-dep.js": `export const zod = "${"z".repeat(2000)}";`,
};

let server: http.Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ""];
    if (body === undefined) return void res.writeHead(404).end();
    const type = req.url!.endsWith(".js") ? "text/javascript" : "text/html";
    // the idle chunk arrives late, and its own import is asked for only then: the count waits for both
    setTimeout(
      () => res.writeHead(200, { "content-type": type }).end(body),
      req.url === "/idle.js" ? 300 : 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(inject("chromium"));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function scriptsOf(route: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    return (await bootScripts(await context.newPage(), `${origin}${route}`, { timeout: 30_000 })).sort();
  } finally {
    await context.close();
  }
}

const everything = ["/boot.js", "/enhance.js", "/idle-dep.js", "/idle.js", "/react.js"];

describe("bootScripts", () => {
  it("boots plain content with a toast from the previous page and counts what the boot loads when idle", async () => {
    expect(await scriptsOf("/")).toEqual(everything);
  });

  it("boots a form page at the first focus in <main>", async () => {
    expect(await scriptsOf("/form")).toEqual(everything);
  });

  it("lets a page that boots on load boot by itself", async () => {
    expect(await scriptsOf("/load")).toEqual(everything);
  });
});

describe("bootJsSize", () => {
  it("sums each script's gzip size", async () => {
    const read = (url: string) => Buffer.from(files[url]!);
    const figure = await bootJsSize(["/react.js", "/idle-dep.js"], read);
    expect(figure.files).toEqual([
      { url: "/react.js", gzip: gzipSize(files["/react.js"]!) },
      { url: "/idle-dep.js", gzip: gzipSize(files["/idle-dep.js"]!) },
    ]);
    expect(figure.gzip).toBe(figure.files[0]!.gzip + figure.files[1]!.gzip);
  });
});
