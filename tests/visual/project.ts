// The Playwright projects of the offline visual regression suite (spread into playwright.config.ts).
import path from "node:path";
import type { LaunchOptions, Project } from "@playwright/test";
import { failureArtifacts, playArtifacts } from "../failure-artifacts.ts";
import { PATIENCE } from "../patience.ts";
import { baselineDir } from "./lib/paths.ts";
import { sitePagesSelected } from "./lib/snapshots.ts";

/**
 * Comparator settings. pixelmatch's default threshold (0.2) lets a one-shade token change through; 0.015 lets
 * through only what Chromium's rasteriser varies from run to run inside a composited layer (an open dialog:
 * anti-aliased ring corners and a disabled button off by 1-2 of 255 in a channel, measured on 37 and 199
 * pixels), while any change of 4 levels or more counts. `maxDiffPixels: 10` absorbs the odd anti-aliased
 * pixel on a rounded, shadowed edge; a 1 px spacing shift, a one-shade token or a font-weight change moves
 * hundreds of pixels or more.
 */
export const screenshotOptions = {
  threshold: 0.015,
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

/** Projects of this file that never open the site. */
const SITELESS = new Set([
  "visual-setup",
  "visual-platform",
  "storybook-ui",
  "visual-review",
  "storybook-preview",
]);

/**
 * Whether the Playwright run needs the served site (playwright.config.ts starts it only then): not for the
 * Storybook projects alone, nor for a `--changed` visual run that captures no page.
 */
export function visualNeedsSite(argv: string[] = process.argv): boolean {
  const projects = argv.flatMap((a, i) =>
    a.startsWith("--project=")
      ? [a.slice("--project=".length)]
      : a === "--project"
        ? [argv[i + 1] ?? ""]
        : [],
  );
  if (projects.length === 0) return true;
  return projects.some((p) => (p === "visual" ? sitePagesSelected() : !SITELESS.has(p)));
}

/**
 * `launchOptions`: the browser pixels are taken in (the captures and their platform check). `functional`: the
 * browser of the projects that compare no pixel (the review page, the deploy preview, the Storybook UI pass).
 */
export function visualProjects(launchOptions: LaunchOptions, functional: LaunchOptions): Project[] {
  return [
    // builds Storybook statically; runs only when a project that needs it does
    { name: "visual-setup", testDir: "tests/visual", testMatch: /storybook\.setup\.ts$/ },
    // stops the visual run at once on a platform other than the one that made the baselines
    {
      name: "visual-platform",
      testDir: "tests/visual",
      testMatch: /platform\.setup\.ts$/,
      use: { launchOptions, deviceScaleFactor: storyContextOptions.deviceScaleFactor, trace: "off" },
    },
    // the review page in Chromium, on real runs of the suite
    {
      name: "visual-review",
      testDir: "tests/visual",
      testMatch: /\.review\.ts$/,
      dependencies: ["visual-setup"],
      use: { launchOptions: functional, ...failureArtifacts, viewport: { width: 1440, height: 1000 } },
    },
    // Storybook on deploy previews (netlify.toml contexts), served with Netlify's header rules; before the
    // captures, so that a single test does not run alone at the end
    {
      name: "storybook-preview",
      testDir: "tests/visual",
      testMatch: /\.preview\.ts$/,
      // one Storybook build at a time (they share Vite's cache)
      dependencies: ["visual-setup"],
      use: { launchOptions: functional, ...failureArtifacts },
    },
    // every story with a play function, in the built Storybook's own UI as designers open it (its manager and
    // preview are the same pages in the headless shell, Chromium's engine without the desktop window: 332
    // CPU-s instead of 423 for the 343 tests on 2026-11-30; what designers see in pixels is the captures' job)
    {
      name: "storybook-ui",
      testDir: "tests/visual",
      testMatch: /\.ui\.ts$/,
      dependencies: ["visual-setup"],
      workers: 2,
      use: { launchOptions: functional, ...playArtifacts },
    },
    {
      name: "visual",
      testDir: "tests/visual",
      testMatch: /\.spec\.ts$/,
      dependencies: ["visual-setup", "visual-platform"],
      // baselines live in git next to the tests: __screenshots__/stories/<id>.<theme>.png, site/<page>.<viewport>.png
      // (or in the git-ignored .local-baselines with --local)
      snapshotPathTemplate: path.join(baselineDir(), "{arg}{ext}"),
      // the wait for two identical consecutive captures: CPU may be shared
      expect: { timeout: PATIENCE.state, toHaveScreenshot: screenshotOptions },
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
