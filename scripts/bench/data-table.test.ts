// The kit's DataTable benchmark (npm run bench:kit) runs and measures what it says — a sort that really
// changes the first row, 10,000 rows of which only those in view are in the DOM, a scroll that reaches the last
// row — and its budgets are checked. It asserts no time: timing is the benchmark's job, and a busy machine
// would fail a timed test with nothing wrong.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import {
  buildFixture,
  checkDataTableBudgets,
  DATA_TABLE_BUDGETS,
  dataTableReport,
  measureDataTable,
  serve,
  type DataTableFigures,
} from "./data-table.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

describe("the DataTable benchmark in Chromium", () => {
  const out = mkdtempSync(path.join(tmpdir(), "orbitag-data-table-bench-test-"));
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    await buildFixture(out);
    server = await serve(out);
    browser = await chromium.launch(inject("chromium"));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  test("measures a sort, the first render of 10,000 virtual rows and a scroll to the last row", async () => {
    const figures = await measureDataTable(browser, server.url, { runs: 3, renderRuns: 2, steps: 20 });
    expect(figures.sortRuns).toHaveLength(3);
    for (const ms of [...figures.sortRuns, ...figures.virtualFirstRenderRuns]) expect(ms).toBeGreaterThan(0);
    expect(figures.virtualFirstRenderRuns).toHaveLength(2);
    expect(figures.scroll.steps).toBe(20);
    expect(figures.scroll.lastRowRendered).toBe(true);
    // virtual rows: a 480 px body holds a dozen rows, plus overscan; never the 10,000
    expect(figures.scroll.mostRowsInDom).toBeGreaterThan(5);
    expect(figures.scroll.mostRowsInDom).toBeLessThan(100);
    expect(dataTableReport(figures, [])).toContain("Every budget held.");
  });
});

describe("the DataTable benchmark's budgets", () => {
  const within: DataTableFigures = {
    sortMs: DATA_TABLE_BUDGETS.sortMs,
    sortRuns: [DATA_TABLE_BUDGETS.sortMs],
    virtualFirstRenderMs: 10,
    virtualFirstRenderRuns: [10],
    scroll: {
      rows: 10_000,
      steps: 100,
      totalMs: 1700,
      p95FrameMs: 17,
      maxFrameMs: 40,
      mostRowsInDom: 30,
      lastRowRendered: true,
    },
  };

  test("hold at their limits", () => {
    expect(checkDataTableBudgets(within)).toEqual([]);
  });

  test("name each figure that breaks its budget, a missing figure too", () => {
    const broken = checkDataTableBudgets({
      ...within,
      sortMs: 51,
      virtualFirstRenderMs: Number.NaN,
      scroll: {
        ...within.scroll,
        p95FrameMs: DATA_TABLE_BUDGETS.scrollFrameP95Ms + 1,
        lastRowRendered: false,
      },
    });
    expect(broken).toEqual([
      "sort of 1,000 rows (median): 51.0 ms (budget 50 ms)",
      `first render of 10,000 virtual rows (median): NaN ms (budget ${DATA_TABLE_BUDGETS.virtualFirstRenderMs} ms)`,
      `scroll of 10,000 virtual rows (p95 frame): ${DATA_TABLE_BUDGETS.scrollFrameP95Ms + 1}.0 ms (budget ${DATA_TABLE_BUDGETS.scrollFrameP95Ms} ms)`,
      "scroll of 10,000 virtual rows: the last row was never rendered",
    ]);
    expect(dataTableReport(within, broken)).toContain("Broken: sort of 1,000 rows");
  });
});
