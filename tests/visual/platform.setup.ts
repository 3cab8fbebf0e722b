// Runs before the visual project: the baselines hold only on the platform that made them (browser build,
// OS, device scale, system fonts). Anywhere else the run stops here with one line, before any capture.
import { test as setup } from "@playwright/test";
import { browserFromVersion, checkPlatform, detectPlatform } from "@orbitag/visual/platform";
import { baselineDir, isLocalRun, NEW_PLATFORM_ENV } from "./lib/paths.ts";

setup(
  "the platform is the one that made the baselines",
  async ({ browser, browserName, deviceScaleFactor }) => {
    const page = await browser.newPage({ deviceScaleFactor });
    const scale = await page.evaluate(() => window.devicePixelRatio);
    await page.close();
    const line = checkPlatform(detectPlatform(browserFromVersion(browserName, browser.version()), scale), {
      dir: baselineDir(),
      local: isLocalRun(),
      update: ["all", "changed", "missing"].includes(setup.info().config.updateSnapshots),
      newPlatform: process.env[NEW_PLATFORM_ENV] === "1",
    });
    if (line) throw new Error(line);
  },
);
