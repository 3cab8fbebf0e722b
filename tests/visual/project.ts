// The Playwright projects of the offline visual regression suite (spread into playwright.config.ts).
import type { LaunchOptions, Project } from "@playwright/test";

/**
 * Comparator settings. `threshold: 0` counts every pixel whose colour changed at all (pixelmatch's default
 * 0.2 lets a one-shade token change through). `maxDiffPixels: 10` absorbs the odd anti-aliased pixel on a
 * rounded, shadowed edge that Skia rasterises differently now and then (seen: 2 pixels); a 1 px spacing
 * shift, a one-shade token or a font-weight change moves hundreds of pixels or more.
 */
export const screenshotOptions = {
  threshold: 0,
  maxDiffPixels: 10,
  animations: "disabled",
  caret: "hide",
  scale: "css",
  stylePath: "tests/visual/screenshot.css",
} as const;

/** Browser context of every capture: fixed viewport and device scale, light scheme, no motion, UTC. */
export const storyContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  colorScheme: "light",
  reducedMotion: "reduce",
  locale: "en-US",
  timezoneId: "UTC",
  serviceWorkers: "block",
} as const;

export function visualProjects(launchOptions: LaunchOptions): Project[] {
  return [
    // builds Storybook statically; runs only when the visual project does
    { name: "visual-setup", testDir: "tests/visual", testMatch: /\.setup\.ts$/ },
    {
      name: "visual",
      testDir: "tests/visual",
      testMatch: /\.spec\.ts$/,
      dependencies: ["visual-setup"],
      // baselines live in git next to the tests: __screenshots__/stories/<id>.<theme>.png, site/<page>.<viewport>.png
      snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
      // a generous wait for two identical consecutive captures: CPU may be shared
      expect: { timeout: 15_000, toHaveScreenshot: screenshotOptions },
      use: {
        ...storyContextOptions,
        trace: "off",
        launchOptions: {
          ...launchOptions,
          // offline by construction: no host but this machine resolves
          args: [
            ...(launchOptions.args ?? []),
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
          ],
        },
      },
    },
  ];
}
