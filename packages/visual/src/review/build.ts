// The review page is built from @orbitag/ui (packages/visual/src/review/app → dist/review) when it is
// missing or older than its sources or the kit's build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const packageDir = path.resolve(import.meta.dirname, "../..");
/** Where the built page lives (index.html, assets/). */
export const reviewPageDir = path.join(packageDir, "dist/review");

function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => statSync(path.join(dir, f)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

function npm(cwd: string, args: string[]): void {
  const r = spawnSync("npm", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

export function ensureReviewPage(root: string): string {
  const kitDist = path.join(root, "packages/ui/dist");
  // the page imports the kit's build: rebuild it when its sources are newer (a merge, a kit change)
  if (
    !existsSync(path.join(kitDist, "index.js")) ||
    newest(path.join(root, "packages/ui/src")) > newest(kitDist)
  )
    npm(root, ["run", "build", "-w", "@orbitag/ui"]);
  const built = path.join(reviewPageDir, "index.html");
  const sources = Math.max(newest(path.join(packageDir, "src/review/app")), newest(kitDist));
  if (!existsSync(built) || statSync(built).mtimeMs < sources)
    npm(root, ["run", "build", "-w", "@orbitag/visual"]);
  return reviewPageDir;
}
