// `npm test` builds packages/ui/dist once (its build check) and says so in this variable: the package test then
// packs that build instead of making the same one again (about 15 CPU-s); a run of its own builds afresh.
import { existsSync } from "node:fs";
import path from "node:path";

const DIST_PREBUILT_ENV = "ORBITAG_UI_DIST_BUILT";

/** Whether packages/ui/dist was built moments ago from this source (see DIST_PREBUILT_ENV). */
export function distPrebuilt(ui: string): boolean {
  return process.env[DIST_PREBUILT_ENV] === "1" && existsSync(path.join(ui, "dist/index.js"));
}
