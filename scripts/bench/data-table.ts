// `npm run bench:kit`: the kit's DataTable as an app's users get it — built for production (Vite, React's
// production build), opened in Chromium — timed where an app feels it:
// - a sort of 1,000 rows (10 per page, checkbox column): a real click on the "Value" header, from the click
//   event to the DOM showing the new first row (a MutationObserver checks after every mutation);
// - the first render of 10,000 rows with virtual rows: from just before `render()` to the first frame after
//   the rows are in the DOM, each on a fresh page;
// - a scroll through those 10,000 rows: the body scrolled to its end in 100 steps, one per frame; the time
//   between frames (the work each step costs) and whether the last row was rendered at the end.
// Medians over runs; writes .bench/data-table.json and exits 1 when a budget is broken. A benchmark, not a
// test: the browser tests run React's development build, 10-15x slower, and a busy machine would fail a
// timed test with nothing wrong (data-table.test.ts checks that this runs and measures what it says).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { chromium, type Browser } from "playwright-core";
import sirv from "sirv";
import { build } from "vite";
import { chromiumArgs, chromiumPath } from "../lib/chromium.ts";
import { median } from "./budgets.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(root, "packages/ui/src/test/data-table-perf");

/** Budgets of issue 22: a sort of 1,000 rows, and 10,000 virtual rows rendered and scrolled at frame rate. */
export const DATA_TABLE_BUDGETS = {
  /** a sort of 1,000 rows, click to new first row (median) */
  sortMs: 50,
  /** 10,000 rows with virtual rows: render() to the first frame with rows (median) */
  virtualFirstRenderMs: 250,
  /**
   * scrolling those rows in 100 jumps (a scrollbar drag: every frame mounts a new set of rows): the 95th
   * percentile of the time between frames, within the 100 ms in which a response still feels immediate
   */
  scrollFrameP95Ms: 100,
} as const;

export interface DataTableFigures {
  /** median and every run, ms */
  sortMs: number;
  sortRuns: number[];
  virtualFirstRenderMs: number;
  virtualFirstRenderRuns: number[];
  scroll: {
    rows: number;
    steps: number;
    totalMs: number;
    p95FrameMs: number;
    maxFrameMs: number;
    /** the most rows the body held at once while scrolling (virtual rows keep this near the view's) */
    mostRowsInDom: number;
    /** the last of the 10,000 rows was rendered once the body reached its end */
    lastRowRendered: boolean;
  };
}

const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

/** Builds the fixture page for production into `outDir`. */
export async function buildFixture(outDir: string): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give the page React's development build
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: false,
      root: FIXTURE,
      base: "./",
      logLevel: "error",
      mode: "production",
      plugins: [react(), tailwindcss()],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Serves a folder on loopback; resolves to its URL and a close function. */
export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(sirv(dir));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // a browser still connected would hold close() open
        server.closeAllConnections();
      }),
  };
}

type BenchWindow = Window & { expectedFirstRows?: string[]; lastRow?: string; sorted?: Promise<number> };

/** Sorts by "Value" `runs` times; each run's time (ms) from the click event to the new first row. */
async function sortRuns(browser: Browser, url: string, runs: number): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(`${url}?rows=1000&pageSize=10`);
  const header = page.getByRole("button", { name: "Value" });
  await header.waitFor();
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.evaluate((run) => {
      const win = window as BenchWindow;
      const expected = win.expectedFirstRows?.[run % 3];
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Value");
      const body = document.querySelector("tbody");
      if (!button || !body || !expected) throw new Error("the benchmark page did not render");
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
    timings.push(await page.evaluate(() => (window as BenchWindow).sorted ?? -1));
  }
  await page.close();
  return timings;
}

/** One fresh page of 10,000 virtual rows: render() to the first frame after rows are in the DOM (ms). */
async function firstRender(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage();
  // registered before the page's scripts run: resolves at the first frame after a row is in the DOM
  await page.addInitScript(() => {
    (window as Window & { firstRows?: Promise<number> }).firstRows = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("tbody tr[data-row-id]")) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() =>
            resolve(performance.now() - performance.getEntriesByName("render-start")[0]!.startTime),
          ),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  });
  await page.goto(`${url}?rows=10000&virtual`);
  const ms = await page.evaluate(() => (window as Window & { firstRows?: Promise<number> }).firstRows ?? -1);
  await page.close();
  return ms;
}

/** Scrolls the 10,000 virtual rows to their end in `steps` steps, one per frame. */
async function scrollThrough(
  browser: Browser,
  url: string,
  steps: number,
): Promise<DataTableFigures["scroll"]> {
  const page = await browser.newPage();
  await page.goto(`${url}?rows=10000&virtual`);
  await page.locator("tbody tr[data-row-id]").first().waitFor();
  const result = await page.evaluate(async (steps) => {
    const scroller = document.querySelector<HTMLElement>("[data-slot=table-container]");
    if (!scroller) throw new Error("no scrolling body on the benchmark page");
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const rowsInDom = () => document.querySelectorAll("tbody tr[data-row-id]").length;
    const frames: number[] = [];
    let mostRowsInDom = rowsInDom();
    let last = await frame();
    const started = last;
    for (let step = 1; step <= steps; step++) {
      scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * step) / steps;
      const now = await frame();
      frames.push(now - last);
      last = now;
      mostRowsInDom = Math.max(mostRowsInDom, rowsInDom());
    }
    // the virtualizer may settle the end over a few more frames (measured heights): wait for a state, not a time
    const lastRow = (window as Window & { lastRow?: string }).lastRow;
    let settle = 0;
    while (!document.querySelector(`tbody tr[data-row-id="${lastRow}"]`) && settle++ < 120) {
      scroller.scrollTop = scroller.scrollHeight;
      await frame();
    }
    return {
      frames,
      totalMs: last - started,
      mostRowsInDom,
      lastRowRendered: Boolean(document.querySelector(`tbody tr[data-row-id="${lastRow}"]`)),
    };
  }, steps);
  await page.close();
  return {
    rows: 10_000,
    steps,
    totalMs: result.totalMs,
    p95FrameMs: percentile(result.frames, 0.95),
    maxFrameMs: Math.max(...result.frames),
    mostRowsInDom: result.mostRowsInDom,
    lastRowRendered: result.lastRowRendered,
  };
}

/** Every figure of the benchmark against a served fixture build. */
export async function measureDataTable(
  browser: Browser,
  url: string,
  { runs = 21, renderRuns = 7, steps = 100 } = {},
): Promise<DataTableFigures> {
  const sort = await sortRuns(browser, url, runs);
  const renders: number[] = [];
  for (let i = 0; i < renderRuns; i++) renders.push(await firstRender(browser, url));
  return {
    sortMs: median(sort),
    sortRuns: sort,
    virtualFirstRenderMs: median(renders),
    virtualFirstRenderRuns: renders,
    scroll: await scrollThrough(browser, url, steps),
  };
}

/** The broken budgets, one line each; none when every figure is within its budget. */
export function checkDataTableBudgets(f: DataTableFigures, budgets = DATA_TABLE_BUDGETS): string[] {
  const broken: string[] = [];
  const over = (what: string, value: number, budget: number) => {
    if (!(value <= budget)) broken.push(`${what}: ${value.toFixed(1)} ms (budget ${budget} ms)`);
  };
  over("sort of 1,000 rows (median)", f.sortMs, budgets.sortMs);
  over("first render of 10,000 virtual rows (median)", f.virtualFirstRenderMs, budgets.virtualFirstRenderMs);
  over("scroll of 10,000 virtual rows (p95 frame)", f.scroll.p95FrameMs, budgets.scrollFrameP95Ms);
  if (!f.scroll.lastRowRendered)
    broken.push("scroll of 10,000 virtual rows: the last row was never rendered");
  return broken;
}

/** The report as a Markdown table. */
export function dataTableReport(f: DataTableFigures, broken: string[]): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows = [
    ["sort of 1,000 rows, click to new first row (median)", ms(f.sortMs), `${DATA_TABLE_BUDGETS.sortMs} ms`],
    [
      "first render of 10,000 virtual rows (median)",
      ms(f.virtualFirstRenderMs),
      `${DATA_TABLE_BUDGETS.virtualFirstRenderMs} ms`,
    ],
    [
      `scroll of 10,000 virtual rows, ${f.scroll.steps} steps: frame p95 / max`,
      `${ms(f.scroll.p95FrameMs)} / ${ms(f.scroll.maxFrameMs)}`,
      `${DATA_TABLE_BUDGETS.scrollFrameP95Ms} ms`,
    ],
    ["rows in the DOM at most while scrolling", String(f.scroll.mostRowsInDom), ""],
  ];
  return [
    "| DataTable, production build, Chromium | figure | budget |",
    "| --- | --- | --- |",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
    broken.length === 0 ? "Every budget held." : `Broken: ${broken.join("; ")}`,
  ].join("\n");
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "21" } } });
  const out = mkdtempSync(path.join(os.tmpdir(), "orbitag-data-table-bench-"));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    await buildFixture(out);
    server = await serve(out);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const figures = await measureDataTable(browser, server.url, { runs: Number(values.runs) });
    const broken = checkDataTableBudgets(figures);
    const report = dataTableReport(figures, broken);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ");
    console.log(`${report}\n\nLoad average (1 / 5 / 15 min) at the end: ${load}; ${os.cpus().length} cores.`);
    mkdirSync(path.join(root, ".bench"), { recursive: true });
    writeFileSync(
      path.join(root, ".bench/data-table.json"),
      JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), figures, broken }, null, 2),
    );
    return broken.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.main)
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
