// `npm run visual:review [-- --port N]`: the review page on the last visual run, on 127.0.0.1 only.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureReviewPage, startReview } from "@orbitag/visual/review";
import { lastRunDir, root } from "../../tests/visual/lib/paths.ts";

const clientDir = ensureReviewPage(root);
const portAt = process.argv.indexOf("--port");
const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 0;
const { url } = await startReview({ root, runDir: lastRunDir(), clientDir, port });
console.log(`visual review: ${url}  (127.0.0.1 only; Ctrl+C to stop)`);
if (!existsSync(path.join(lastRunDir(), "results.json")))
  console.log("visual review: no run yet; the page stays empty until npm run test:visual has run");
