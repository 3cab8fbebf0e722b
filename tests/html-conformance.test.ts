// Every prerendered page is conforming HTML, checked with html-validate (its recommended and document
// rules; packages/site/.htmlvalidate.mjs turns off the purely stylistic ones and says why). Reads the
// production build that `npm test` makes before Vitest runs.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { SITE_CLIENT_DIR } from "../scripts/bench/routes.ts";

const validator = new HtmlValidate(new FileSystemConfigLoader());
const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`;

function prerenderedPages(): string[] {
  if (!existsSync(path.join(SITE_CLIENT_DIR, "index.html")))
    throw new Error(
      `${path.relative(process.cwd(), SITE_CLIENT_DIR)} holds no build: run \`npm run build\` first (npm test does)`,
    );
  return readdirSync(SITE_CLIENT_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
}

async function problems(file: string): Promise<string[]> {
  const report = await validator.validateFile(path.join(SITE_CLIENT_DIR, file));
  return report.results.flatMap((result) => result.messages.map(describeMessage));
}

describe("prerendered pages are conforming HTML (html-validate)", () => {
  const pages = prerenderedPages();

  it("finds every page of the build", () => {
    // the site's routes, the not-found page under both of its names
    expect(pages).toEqual(
      expect.arrayContaining([
        "index.html",
        "about/index.html",
        "use-cases/index.html",
        "contact/index.html",
        "contact/thanks/index.html",
        "auth/index.html",
        "auth/javascript-required/index.html",
        "404.html",
        "404/index.html",
      ]),
    );
  });

  it.each(pages)("%s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });

  // the check is the site's own configuration, applied to a page like the site's, with the error the
  // footer once had: a heading inside <address>
  it("fails on a heading inside <address>", async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact</title></head>
<body><main><h1>Contact</h1></main><footer><address><h2>Contact</h2><a href="mailto:a@example.com">a@example.com</a></address></footer></body></html>`;
    const report = await validator.validateString(html, path.join(SITE_CLIENT_DIR, "fixture.html"));
    expect(report.valid).toBe(false);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([
      "element-permitted-content: <h2> element is not permitted as a descendant of <address>",
    ]);
  });
});
