import { accessSync, constants } from "node:fs";

/**
 * Where the Debian Chromium lives: what pixels and timings are taken in (the visual suite, the benchmark), as
 * visitors and designers see pages. Nothing here downloads a browser of its own.
 */
export const chromiumPath: string = fullChromium(process.env);

function fullChromium(env: NodeJS.ProcessEnv): string {
  return env.CHROMIUM_PATH ?? env.CHROME_PATH ?? "/usr/bin/chromium";
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser of the tests that compare no pixel (end-to-end, the dev-server smoke, the Storybook UI pass, the
 * Node tests that drive a browser: the kit's Vite and Next.js app tests, the built pages' layout): Debian's
 * chromium-headless-shell, the same Chromium build without the desktop browser around it, as Playwright's own
 * headless runs use. The end-to-end tests took 164 CPU-s with it and 294 with the full browser (110 tests, 2
 * cores): each test's fresh context costs the full browser far more. It renders differently (183 of 194 story
 * snapshots differed), so no pixel is compared in it. Without it (not a Debian machine; CHROMIUM_PATH set
 * alone), the full browser does.
 */
export function pickTestChromium(
  env: NodeJS.ProcessEnv = process.env,
  isExecutable: (file: string) => boolean = executable,
): string {
  if (env.CHROMIUM_HEADLESS_SHELL_PATH) return env.CHROMIUM_HEADLESS_SHELL_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  // a CHROMIUM_PATH of one's own is a browser chosen on purpose: it runs everything
  return env.CHROMIUM_PATH === undefined && env.CHROME_PATH === undefined && isExecutable(shell)
    ? shell
    : fullChromium(env);
}
export const testChromiumPath: string = pickTestChromium();

/** Flags that keep headless Chromium quiet and offline on these machines. */
export const chromiumArgs: string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];
