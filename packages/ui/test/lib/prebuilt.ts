// `npm test` builds packages/ui/dist once (its build check) and says so in this variable: the tarball tests
// (lib/packed.ts) then pack that build instead of making the same one again (about 15 CPU-s each); a run of
// their own builds afresh.
import { existsSync } from "node:fs";
import path from "node:path";

const DIST_PREBUILT_ENV = "ORBITAG_UI_DIST_BUILT";

/** Whether packages/ui/dist was built moments ago from this source (see DIST_PREBUILT_ENV). */
export function distPrebuilt(ui: string): boolean {
  return process.env[DIST_PREBUILT_ENV] === "1" && existsSync(path.join(ui, "dist/index.js"));
}
