// `npm run visual:review [-- --port N] [-- --merge <run folder>...]`: the review page on the last visual run,
// on 127.0.0.1 only. `--merge` first joins the run folders of a sharded run (each shard's .tmp/visual/last-run,
// e.g. downloaded from CI) into the last-run folder, so one review covers every shard.
import { existsSync } from "node:fs";
import path from "node:path";
import { mergeRuns } from "@orbitag/visual/results";
import { ensureReviewPage, startReview } from "@orbitag/visual/review";
import { lastRunDir, root } from "../../tests/visual/lib/paths.ts";

const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? Number(args[portAt + 1]) : 0;
const mergeAt = args.indexOf("--merge");
if (mergeAt >= 0) {
  const folders = args
    .slice(mergeAt + 1)
    .filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--port");
  try {
    const merged = mergeRuns(
      folders.map((f) => path.resolve(f)),
      lastRunDir(),
    );
    console.log(
      `visual review: merged ${folders.length} shard run(s) into ${path.relative(root, lastRunDir())}: ${merged.items.length} snapshot(s) to review`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const clientDir = ensureReviewPage(root);
const { url } = await startReview({ root, runDir: lastRunDir(), clientDir, port });
console.log(`visual review: ${url}  (127.0.0.1 only; Ctrl+C to stop)`);
if (!existsSync(path.join(lastRunDir(), "results.json")))
  console.log("visual review: no run yet; the page stays empty until npm run test:visual has run");
