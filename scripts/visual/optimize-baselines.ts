// `npm run visual:optimize`: recompresses every baseline PNG losslessly in place (the suite already does so for
// each file it writes; this catches baselines that came from elsewhere, e.g. a merge). Prints before/after.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { optimizePng, writeBaseline } from "@orbitag/visual/png";
import { baselineDir } from "../../tests/visual/lib/paths.ts";

const dir = baselineDir();
const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".png"));
let before = 0;
let after = 0;
for (const f of files) {
  const file = path.join(dir, f);
  const png = readFileSync(file);
  before += png.length;
  const small = await optimizePng(png);
  if (small.length < png.length) await writeBaseline(file, small);
  after += statSync(file).size;
}
const mb = (n: number) => (n / 1e6).toFixed(2);
console.log(
  `visual: ${files.length} baselines in ${path.relative(process.cwd(), dir)}: ${mb(before)} MB → ${mb(after)} MB`,
);
