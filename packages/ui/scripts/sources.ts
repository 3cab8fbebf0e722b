// `npm run sources -w @orbitag/ui`: rewrites sources/<entry>.css from the kit's imports (see lib/sources.ts).
// Run it after adding an entry or changing what one imports; test/css-sources.test.ts fails when they are stale.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sourcesFiles } from "./lib/sources.ts";

const ui = path.resolve(import.meta.dirname, "..");
const dir = path.join(ui, "sources");
const files = sourcesFiles(path.join(ui, "src"));
for (const stale of readdirSync(dir).filter((file) => !files.has(file))) rmSync(path.join(dir, stale));
for (const [file, text] of files) writeFileSync(path.join(dir, file), text);
console.log(`sources/: ${files.size} files`);
