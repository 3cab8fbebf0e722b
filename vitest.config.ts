import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { devServerFsDeny } from "@orbitag/dev-services/dev-server";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { msw } from "msw/vite";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath, testChromiumPath } from "./scripts/lib/chromium.ts";
import { OPTIMIZE_DEPS_INCLUDE } from "./tests/optimize-deps.ts";
import { PATIENCE } from "./tests/patience.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

// pre-bundled before the first test, so Vite never reloads a page mid-run (tests/optimize-deps.ts says why)
const optimizeDeps = { include: OPTIMIZE_DEPS_INCLUDE };

/** Waits for states end when the state appears; these only bound a hang (tests/patience.ts). */
const patience = {
  testTimeout: PATIENCE.test,
  // a hook that builds or installs says so (PATIENCE.build)
  hookTimeout: PATIENCE.test,
  expect: { poll: { timeout: PATIENCE.state } },
};

/** A reporter that writes `outputFile`, when npm test asks for it. */
const reportTo = (reporter: string, outputFile?: string): Array<[string, { outputFile: string }]> =>
  outputFile ? [[reporter, { outputFile }]] : [];

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  // the full browser: in the headless shell one CI run lost a test file's connection to Vitest's server
  // ("Cannot connect to the server in 60 seconds"), never seen in the full browser; the shell saved 7 % here
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: "chromium" as const, name }],
});

export default defineConfig({
  test: {
    // one worker per core: Vitest's default (cores - 1) left one of two cores half idle; measured on 2 cores,
    // the whole run took 287 s with 1 worker, 238 s with 2 and 256 s with 3
    maxWorkers: availableParallelism(),
    reporters: [
      "default",
      ...reportTo("json", process.env.VITEST_JSON),
      // each file's time outside its tests, for npm test's slowest list (scripts/lib/vitest-file-times.ts)
      ...reportTo("./scripts/lib/vitest-file-times.ts", process.env.VITEST_FILE_TIMES),
    ],
    projects: [
      {
        // logic and DOM-less code: Node, plus jsdom for files named *.dom.test.tsx
        test: {
          name: "unit",
          include: ["{packages,netlify,scripts,tests}/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/*.browser.test.{ts,tsx}", "**/dist/**", "**/build/**"],
          environment: "node",
          // the files share their workers' module cache (a file that needs a module fresh resets it, as the
          // function's entry tests do): 155 CPU-s instead of 174 for this project on 2 cores
          isolate: false,
          ...patience,
          // the machine's Chromium for Node tests that drive one themselves (inject("chromium"))
          provide: { chromium: { executablePath: testChromiumPath, args: chromiumArgs } },
        },
      },
      {
        // components in real Chromium
        // msw: serves /mockServiceWorker.js so component tests can answer fetches (Vitest 5 no longer does)
        plugins: [react(), tailwindcss(), msw({ mode: "worker-only" })],
        optimizeDeps,
        // its Vite server serves the checkout at /@fs/ like `npm run dev`'s: never the local services' data
        server: { fs: { deny: devServerFsDeny(root) } },
        test: {
          name: "browser",
          include: ["packages/**/*.browser.test.{ts,tsx}"],
          exclude: ["**/node_modules/**"],
          setupFiles: ["packages/ui/src/test/setup-browser.ts", "tests/browser-setup.ts"],
          // canaries in the local services' folders, for dev-server.browser.test.ts
          globalSetup: ["packages/dev-services/src/dev-server.canaries.ts"],
          browser: browser("browser"),
          ...patience,
        },
      },
      {
        // every Storybook story runs as a test (play functions + axe) in the light theme; the visual suite's dark
        // pass plays every story again in the dark theme, with axe
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        optimizeDeps,
        test: {
          name: "storybook",
          browser: browser("storybook"),
          // the stories files share one page, as Storybook's own UI switches stories without a reload (it
          // unmounts one story and renders the next): about 110 CPU-s instead of 150 on 2 cores, each file no longer
          // loading React, Radix and the kit again
          isolate: false,
          ...patience,
        },
      },
    ],
  },
});
