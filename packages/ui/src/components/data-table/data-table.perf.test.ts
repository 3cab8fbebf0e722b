// How long a sort of 1,000 rows takes, as an app's users get it: the DataTable built for production (Vite,
// React's production build) and opened in Chromium. A real click on the "Value" header, timed from the click
// event to the DOM showing the new first row (a MutationObserver checks after every mutation); median of 21
// sorts (high to low, low to high, unsorted, x 7). The browser tests run React's development build, whose
// per-component instrumentation makes the same sort 10-15 times slower, so they are not the place to time it.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Browser } from "playwright-core";
import sirv from "sirv";
import { build } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchChromium } from "../../../test/lib/chromium.ts";

/** The budget of the issue: a sort of 1,000 rows under 50 ms. */
const BUDGET_MS = 50;
const RUNS = 21;

const out = mkdtempSync(path.join(tmpdir(), "orbitag-data-table-perf-"));
let server: Server;
let browser: Browser;
let url = "";

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would give the page React's development build and JSX runtime
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, "../../test/data-table-perf"),
    base: "./",
    logLevel: "error",
    mode: "production",
    plugins: [react(), tailwindcss()],
    build: { outDir: out, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  server = createServer(sirv(out));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

/** Sorts by "Value" `RUNS` times and returns each time (ms) from the click event to the new first row. */
async function sortTimings(pageSize: number): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(`${url}?pageSize=${pageSize}`);
  const header = page.getByRole("button", { name: "Value" });
  await header.waitFor();
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate((run) => {
      const win = window as Window & { expectedFirstRows?: string[]; sorted?: Promise<number> };
      const expected = win.expectedFirstRows?.[run % 3];
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Value");
      const body = document.querySelector("tbody");
      if (!button || !body || !expected) throw new Error("the fixture page did not render");
      win.sorted = new Promise<number>((resolve) => {
        let clickedAt = 0;
        button.addEventListener("click", (event) => void (clickedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (body.querySelector("tr")?.dataset.rowId !== expected) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    }, run);
    await header.click();
    timings.push(await page.evaluate(() => (window as Window & { sorted?: Promise<number> }).sorted ?? -1));
  }
  await page.close();
  return timings;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

test(`sorting 1,000 rows (10 per page, checkbox column) takes under ${BUDGET_MS} ms: median of ${RUNS}`, async () => {
  const timings = await sortTimings(10);
  console.log(
    `DataTable sort, 1,000 rows, production build: median ${median(timings).toFixed(1)} ms (runs: ${timings
      .map((t) => t.toFixed(1))
      .join(", ")})`,
  );
  expect(timings.every((t) => t > 0)).toBe(true);
  expect(median(timings)).toBeLessThan(BUDGET_MS);
}, 60_000);
