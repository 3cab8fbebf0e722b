// Where the visual suite keeps its inputs and outputs (all relative to the repository root).
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../../..");
/** Scratch space, git-ignored. */
export const tmpDir = path.join(root, ".tmp/visual");
/**
 * The visual-setup project rebuilds Storybook here (`npm run build-storybook -- -o <dir>`) before every run:
 * a private folder, so someone running `npm run build-storybook` meanwhile cannot pull it from under the tests.
 */
export const storybookDir = path.join(tmpDir, "storybook-static");
/** `storybook build --stats-json` writes preview-stats.json (the module graph `--changed` traces) here. */
export const storybookStatsDir = path.join(tmpDir, "storybook-stats");
/** Committed baselines (with platform.json, the manifest of what made them). */
export const committedBaselineDir = path.join(root, "tests/visual/__screenshots__");
/** `--local`: this machine's own baselines, git-ignored, for a platform other than CI's. */
export const localBaselineDir = path.join(root, "tests/visual/.local-baselines");

/** Set by `npm run test:visual -- --local`: compare against (and update) the local set. */
export const LOCAL_ENV = "ORBITAG_VISUAL_LOCAL";
export const isLocalRun = () => process.env[LOCAL_ENV] === "1";
/** Set by `npm run test:visual -- --update --new-platform`: CI's own platform changed on purpose. */
export const NEW_PLATFORM_ENV = "ORBITAG_VISUAL_NEW_PLATFORM";
/** Tests of the suite itself point it at a scratch baseline folder and run folder. */
export const BASELINE_DIR_ENV = "ORBITAG_VISUAL_BASELINE_DIR";
export const RUN_DIR_ENV = "ORBITAG_VISUAL_RUN_DIR";
/** The baseline folder this run uses. */
export const baselineDir = () =>
  process.env[BASELINE_DIR_ENV] || (isLocalRun() ? localBaselineDir : committedBaselineDir);

/** The HTML report with expected / actual / diff side by side (configured in playwright.config.ts). */
export const reportDir = "reports/playwright";
/** What the last run found (changed, new, missing snapshots); `npm run visual:review` reads it. */
export const lastRunDir = () => process.env[RUN_DIR_ENV] || path.join(tmpDir, "last-run");
