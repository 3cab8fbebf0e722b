// `npm run size -w @orbitag/ui`: measures every `exports` entry of the built kit (run `npm run build` first)
// and writes the size table of README.md. Run it after adding an entry; the unit test checks the budgets.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { measure, sizeTable, withSizeTable, type Exports } from "./lib/size.ts";

const ui = fileURLToPath(new URL("..", import.meta.url));
if (!existsSync(`${ui}/dist/index.js`)) {
  console.error("packages/ui/dist is missing: run `npm run build -w @orbitag/ui` first.");
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(`${ui}/package.json`, "utf8")) as { exports: Exports };
const rows = await measure(ui, pkg.exports);
console.log(sizeTable(rows));
const readme = `${ui}/README.md`;
const next = withSizeTable(readFileSync(readme, "utf8"), rows);
writeFileSync(readme, await format(next, { ...(await resolveConfig(readme)), filepath: readme }));
