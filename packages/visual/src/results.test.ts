// mergeRuns: the shards of one sharded visual run, joined into one run folder for one review. The happy path
// runs for real in tests/visual/review/shards.review.ts; here, what the merge keeps, adds up and refuses.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { fileOf, mergeRuns, readResults, type ResultItem, type RunResults, writeResults } from "./results.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "visual-merge-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let folders = 0;

const item = (snapshot: string, kind: ResultItem["kind"], group: string): ResultItem => ({
  snapshot,
  kind,
  group,
  label: snapshot,
  changedPixels: kind === "changed" ? 120 : null,
});

/** A shard's run folder: its results.json and a file for each image its items name. */
function shard(results: Partial<RunResults> & Pick<RunResults, "items">): string {
  const dir = path.join(tmp, `shard-${++folders}`);
  mkdirSync(path.join(dir, "files/stories"), { recursive: true });
  writeResults(dir, {
    finishedAt: "2026-11-30T05:00:00.000Z",
    baselineDir: "tests/visual/__screenshots__",
    local: false,
    errors: [],
    complete: false,
    notCompared: [],
    ...results,
  });
  for (const it of results.items)
    for (const variant of it.kind === "changed"
      ? (["actual", "expected", "diff"] as const)
      : (["actual"] as const))
      writeFileSync(path.join(dir, fileOf(it.snapshot, variant)), `${dir} ${variant}`);
  return dir;
}

const into = () => path.join(tmp, `merged-${++folders}`);

describe("mergeRuns", () => {
  test("one run of every shard's items (sorted), their images, errors, the latest end and the browser counts added up", () => {
    const a = shard({
      finishedAt: "2026-11-30T05:01:00.000Z",
      shard: "1/2",
      items: [
        item("stories/b--one.light.png", "changed", "B"),
        item("stories/gone.light.png", "missing", "Gone"),
      ],
      errors: [{ snapshot: "stories/b--two.light.png", message: "story failed" }],
      browserChange: {
        from: "Chromium 156.0.8078.79",
        to: "Chromium 156.0.8078.108",
        compared: 300,
        differ: 1,
      },
    });
    const b = shard({
      finishedAt: "2026-11-30T05:03:00.000Z",
      shard: "2/2",
      // every shard lists a baseline no story makes any more: kept once
      items: [item("stories/a--one.dark.png", "new", "A"), item("stories/gone.light.png", "missing", "Gone")],
      browserChange: {
        from: "Chromium 156.0.8078.79",
        to: "Chromium 156.0.8078.108",
        compared: 350,
        differ: 2,
      },
    });
    const out = into();
    const merged = mergeRuns([a, b], out);
    expect(merged.items.map((i) => i.snapshot)).toEqual([
      "stories/a--one.dark.png",
      "stories/b--one.light.png",
      "stories/gone.light.png",
    ]);
    expect(merged.errors).toEqual([{ snapshot: "stories/b--two.light.png", message: "story failed" }]);
    expect(merged.finishedAt).toBe("2026-11-30T05:03:00.000Z");
    expect(merged.browserChange).toEqual({
      from: "Chromium 156.0.8078.79",
      to: "Chromium 156.0.8078.108",
      compared: 650,
      differ: 3,
    });
    // a merged run is no shard
    expect(merged.shard).toBeUndefined();
    expect(readResults(out)).toEqual(merged);
    // the images came along, each from the shard that reported it
    expect(readFileSync(path.join(out, fileOf("stories/b--one.light.png", "diff")), "utf8")).toBe(
      `${a} diff`,
    );
    expect(readFileSync(path.join(out, fileOf("stories/a--one.dark.png", "actual")), "utf8")).toBe(
      `${b} actual`,
    );
    expect(existsSync(path.join(out, fileOf("stories/a--one.dark.png", "expected")))).toBe(false);
  });

  test("complete when together the shards compared every snapshot, partial when one was left out by all", () => {
    const [x, y, z] = ["stories/x.light.png", "stories/y.light.png", "stories/z.light.png"];
    // each shard leaves out the other's snapshots
    const whole = mergeRuns(
      [
        shard({ shard: "1/2", items: [], complete: false, notCompared: [y, z] }),
        shard({ shard: "2/2", items: [], complete: false, notCompared: [x] }),
      ],
      into(),
    );
    expect(whole).toMatchObject({ complete: true, notCompared: [] });
    // `-g` on every shard: z was compared by none
    const filtered = mergeRuns(
      [
        shard({ shard: "1/2", items: [], complete: false, notCompared: [y, z] }),
        shard({ shard: "2/2", items: [], complete: false, notCompared: [x, z] }),
      ],
      into(),
    );
    expect(filtered).toMatchObject({ complete: false, notCompared: [z] });
    // a shard's results.json from before the flag: nothing vouches for its part
    const older = shard({ shard: "2/2", items: [] });
    const results = JSON.parse(readFileSync(path.join(older, "results.json"), "utf8")) as Partial<RunResults>;
    delete results.complete;
    delete results.notCompared;
    writeFileSync(path.join(older, "results.json"), JSON.stringify(results));
    const unknown = mergeRuns(
      [shard({ shard: "1/2", items: [], complete: false, notCompared: [] }), older],
      into(),
    );
    expect(unknown.complete).toBe(false);
  });

  test("refuses shards that compared against other baselines, or a local set with the committed one", () => {
    const a = shard({ shard: "1/2", items: [] });
    expect(() =>
      mergeRuns([a, shard({ shard: "2/2", items: [], baselineDir: "elsewhere" })], into()),
    ).toThrow(
      /compared against elsewhere, another run against tests\/visual\/__screenshots__; shards of one run share their baselines/,
    );
    expect(() => mergeRuns([a, shard({ shard: "2/2", items: [], local: true })], into())).toThrow(
      /share their baselines/,
    );
  });

  test("refuses shards that ran other browsers", () => {
    const change = { from: "Chromium 156.0.8078.79", compared: 1, differ: 0 };
    const a = shard({ shard: "1/2", items: [], browserChange: { ...change, to: "Chromium 156.0.8078.108" } });
    const b = shard({ shard: "2/2", items: [], browserChange: { ...change, to: "Chromium 157.0.1.1" } });
    expect(() => mergeRuns([a, b], into())).toThrow(/ran another browser than the other shards/);
    // one on the baselines' own build, one on another
    expect(() => mergeRuns([a, shard({ shard: "2/2", items: [] })], into())).toThrow(/ran another browser/);
  });

  test("refuses a missing or repeated shard, one line naming it; shards of another count; a folder that is no shard", () => {
    const of4 = [1, 2, 3, 4].map((i) => shard({ shard: `${i}/4`, items: [] }));
    const line = (dirs: string[]) => {
      try {
        mergeRuns(dirs, into());
      } catch (error) {
        const message = (error as Error).message;
        expect(message.split("\n")).toHaveLength(1);
        return message;
      }
      throw new Error("merged");
    };
    // three of four shards' folders (an artifact that did not download): refused, not a review that looks whole
    expect(line([of4[0]!, of4[1]!, of4[3]!])).toBe(
      "visual: shard 3/4 missing; merge the folders of all 4 shards of the run",
    );
    expect(line([of4[1]!, of4[3]!])).toBe(
      "visual: shards 1/4, 3/4 missing; merge the folders of all 4 shards of the run",
    );
    const again = shard({ shard: "2/4", items: [] });
    expect(line([...of4, again])).toBe(
      `visual: shard 2/4 is there twice (${of4[1]}, ${again}); merge each shard once`,
    );
    const of3 = shard({ shard: "3/3", items: [] });
    expect(line([of4[0]!, of4[1]!, of3, of4[3]!])).toBe(
      `visual: ${of3} is shard 3/3, another folder one of 4; merge the shards of one run`,
    );
    // an unsharded run, and shard numbers no --shard makes
    for (const bad of [undefined, "5/4", "0/4", "one/two"]) {
      const folder = shard({ ...(bad && { shard: bad }), items: [] });
      expect(line([...of4.slice(0, 3), folder])).toBe(
        `visual: ${folder} is no shard (its results.json ${bad ? `says shard ${bad}` : "names no shard"}); merge the folders of one run made with --shard=i/n`,
      );
    }
    // all four, each once
    expect(mergeRuns(of4, into()).items).toEqual([]);
  });

  test("refuses no folders, a folder that is no run, and merging into one of the shards; the shards are untouched", () => {
    expect(() => mergeRuns([], into())).toThrow("visual: no run folders to merge");
    const empty = path.join(tmp, "not-a-run");
    mkdirSync(empty, { recursive: true });
    expect(() => mergeRuns([empty], into())).toThrow(/has no results\.json \(not a visual run folder\)/);
    const a = shard({ items: [item("stories/b--one.light.png", "changed", "B")] });
    const before = readFileSync(path.join(a, "results.json"), "utf8");
    expect(() => mergeRuns([a], a)).toThrow(/merge the shards into a folder of its own/);
    expect(readFileSync(path.join(a, "results.json"), "utf8")).toBe(before);
    expect(existsSync(path.join(a, fileOf("stories/b--one.light.png", "actual")))).toBe(true);
  });
});
