// A Playwright reporter for the visual project: after a run it writes what a reviewer needs to
// .tmp/visual/last-run (see @orbitag/visual/results): every changed, new and missing snapshot with its
// captures copied out of test-results (which the next Playwright run empties), for `npm run visual:review`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import { browserChange, browserOf, readManifest, recordUpdatedBrowser } from "@orbitag/visual/platform";
import { changedPixels, decodePng } from "@orbitag/visual/png";
import {
  type BrowserChange,
  fileOf,
  type ResultItem,
  type RunResults,
  writeResults,
} from "@orbitag/visual/results";
import { chromiumPath } from "../../../scripts/lib/chromium.ts";
import { listPages } from "./pages.ts";
import { baselineDir, isLocalRun, lastRunDir, root } from "./paths.ts";
import { DIFFERENCE_MESSAGE, snapshotNames } from "./snapshots.ts";
import { listStories } from "./stories.ts";

interface Captured {
  snapshot: string;
  group: string;
  label: string;
  ok: boolean;
  actual?: string;
  diff?: string;
  message: string;
}

const annotation = (result: TestResult, type: string) =>
  result.annotations.find((a) => a.type === type)?.description;

/** Baseline PNGs under `dir`, relative to it. */
function baselinesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".png"))
    .map((f) => f.split(path.sep).join("/"));
}

/**
 * "visual: baselines from Chromium X, this run Chromium Y: 0 of 650 differ" (and what to do when some do: only
 * a complete run's review records the new build).
 */
export function browserLine(b: BrowserChange, complete: boolean): string {
  const line = `visual: baselines from ${b.from}, this run ${b.to}: ${b.differ} of ${b.compared} differ`;
  const record = complete
    ? `approving records ${b.to} in platform.json`
    : `a partial run: only a complete one records ${b.to} in platform.json`;
  return b.differ === 0
    ? line
    : `${line}; the browser update changed them: review with npm run visual:review (${record})`;
}

export default class ReviewReporter implements Reporter {
  private captured: Captured[] = [];
  private ran = false;
  /** the capture phase: first visual test's start to the last one's end (builds and setup excluded) */
  private window = { start: Infinity, end: -Infinity, tests: 0, snapshots: 0 };
  private shard: string | undefined;
  /** the run writes baselines (`--update`) */
  private update = false;

  onBegin(config: FullConfig, suite: Suite): void {
    this.ran = suite.allTests().some((t) => t.parent.project()?.name === "visual");
    if (config.shard) this.shard = `${config.shard.current}/${config.shard.total}`;
    this.update = ["all", "changed", "missing"].includes(config.updateSnapshots);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.parent.project()?.name !== "visual") return;
    const started = result.startTime.getTime();
    this.window.start = Math.min(this.window.start, started);
    this.window.end = Math.max(this.window.end, started + result.duration);
    this.window.tests++;
    const annotations = (type: string) =>
      result.annotations.filter((a) => a.type === type).map((a) => a.description ?? "");
    // a test captures one snapshot (a page) or several (a story's themes), each named as its phase began
    const snapshots = annotations("snapshot");
    this.window.snapshots += snapshots.length;
    if (snapshots.length === 0) return; // failed before its capture: see errors in the list reporter
    const labels = annotations("label");
    const differs = new Set(annotations("snapshot-differs"));
    // a failure that is not a snapshot's difference (the story failed, a timeout) belongs to the phase it ended;
    // each difference is one error of the test (a missing baseline's too, whatever its message says)
    const otherFailure = result.errors.length > differs.size;
    const others = result.errors.filter((e) => !e.message?.includes(DIFFERENCE_MESSAGE));
    const find = (snapshot: string, suffix: string) => {
      const name = `${snapshot.replace(/\.png$/, "")}${suffix}.png`;
      return result.attachments.find((a) => a.path && a.name.endsWith(name) && existsSync(a.path))?.path;
    };
    snapshots.forEach((snapshot, i) => {
      const last = i === snapshots.length - 1;
      const failed = differs.has(snapshot) || (last && otherFailure);
      this.captured.push({
        snapshot,
        group: annotation(result, "group") ?? snapshot,
        label: labels.length === snapshots.length ? labels[i]! : test.title,
        ok: !failed,
        actual: failed ? find(snapshot, "-actual") : undefined,
        diff: failed ? find(snapshot, "-diff") : undefined,
        message: (differs.has(snapshot) ? result.errors : others).map((e) => e.message ?? "").join("\n"),
      });
    });
  }

  async onEnd(): Promise<void> {
    if (!this.ran) return;
    if (this.window.tests > 0) {
      // a story's test captures each theme: the snapshots are counted, not the tests
      const { snapshots, tests } = this.window;
      const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
      console.log(
        `\nvisual: ${count(snapshots, "snapshot")} (${count(tests, "test")}) captured in ${((this.window.end - this.window.start) / 1000).toFixed(1)} s (Storybook and site builds not included)`,
      );
    }
    const dir = baselineDir();
    rmSync(lastRunDir(), { recursive: true, force: true });
    mkdirSync(lastRunDir(), { recursive: true });
    const items: ResultItem[] = [];
    const errors: RunResults["errors"] = [];
    const copy = (from: string, snapshot: string, variant: "actual" | "expected" | "diff") => {
      const to = path.join(lastRunDir(), fileOf(snapshot, variant));
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      return to;
    };
    for (const c of this.captured) {
      if (c.ok) continue;
      const baseline = path.join(dir, c.snapshot);
      if (!c.actual) {
        errors.push({ snapshot: c.snapshot, message: c.message.split("\n")[0] ?? "" });
        continue;
      }
      const actual = readFileSync(c.actual);
      const size = async (png: Buffer) => {
        const { width, height } = await decodePng(png);
        return { width, height };
      };
      copy(c.actual, c.snapshot, "actual");
      if (existsSync(baseline)) {
        const expected = readFileSync(baseline);
        copy(baseline, c.snapshot, "expected");
        if (c.diff) copy(c.diff, c.snapshot, "diff");
        items.push({
          snapshot: c.snapshot,
          kind: "changed",
          group: c.group,
          label: c.label,
          changedPixels: await changedPixels(expected, actual),
          expected: await size(expected),
          actual: await size(actual),
        });
      } else {
        items.push({
          snapshot: c.snapshot,
          kind: "new",
          group: c.group,
          label: c.label,
          changedPixels: null,
          actual: await size(actual),
        });
      }
    }
    // baselines that no story or page makes any more
    const expectedNames = new Set(
      snapshotNames(
        listStories().map((s) => s.id),
        (await listPages()).map((p) => p.label),
      ),
    );
    for (const snapshot of baselinesIn(dir).filter((f) => !expectedNames.has(f))) {
      const expected = readFileSync(path.join(dir, snapshot));
      copy(path.join(dir, snapshot), snapshot, "expected");
      const [kind, name = ""] = snapshot.split("/");
      items.push({
        snapshot,
        kind: "missing",
        group: kind === "stories" ? (name.split("--")[0] ?? name) : "site",
        label: name.replace(/\.png$/, ""),
        changedPixels: null,
        expected: await decodePng(expected).then(({ width, height }) => ({ width, height })),
      });
    }
    items.sort((a, b) => a.group.localeCompare(b.group) || a.snapshot.localeCompare(b.snapshot));
    const counts = (k: ResultItem["kind"]) => items.filter((i) => i.kind === k).length;
    // complete: every snapshot the suite makes was compared (captured, matching or not), whatever left some
    // out (-g, --changed, a file filter, a shard, a story that failed before its capture)
    const compared = new Set(this.captured.filter((c) => c.ok || c.actual).map((c) => c.snapshot));
    const notCompared = [...expectedNames].filter((s) => !compared.has(s)).sort();
    const complete = notCompared.length === 0;
    // a newer (or older) build of the baselines' browser: compared, and the count of what it changed said
    const change = this.captured.length ? browserChange(readManifest(dir), browserOf(chromiumPath)) : null;
    const browser: BrowserChange | undefined = change
      ? {
          ...change,
          compared: this.captured.filter((c) => existsSync(path.join(dir, c.snapshot))).length,
          differ: counts("changed"),
        }
      : undefined;
    // `--update` on the new build: a complete run records it now (the baselines are all of this build), so its
    // review has no browser change left to record or take back; a partial one leaves it to a complete run
    const recorded =
      browser && this.update
        ? recordUpdatedBrowser(dir, browser, { complete, notCompared: notCompared.length })
        : null;
    writeResults(lastRunDir(), {
      finishedAt: new Date().toISOString(),
      baselineDir: path.relative(root, dir),
      local: isLocalRun(),
      items,
      errors,
      ...(browser && !(this.update && complete) && { browserChange: browser }),
      ...(this.shard && { shard: this.shard }),
      complete,
      notCompared,
    });
    if (browser) console.log(`\n${browserLine(browser, complete)}`);
    if (recorded) console.log(recorded);
    if (items.length)
      console.log(
        `\nvisual: ${counts("changed")} changed, ${counts("new")} new, ${counts("missing")} missing snapshot(s); review them with: npm run visual:review`,
      );
  }
}
