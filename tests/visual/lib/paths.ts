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
/** Committed baselines. */
export const screenshotsDir = path.join(root, "tests/visual/__screenshots__");
/** The HTML report with expected / actual / diff side by side (configured in playwright.config.ts). */
export const reportDir = "reports/playwright";
