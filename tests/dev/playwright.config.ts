// The dev-server smoke test (`npx playwright test -c tests/dev`): `npm run dev` started as a developer
// does, on ports of its own (ORBITAG_PORT_OFFSET), with its own local auth service and mail catcher.
// Apart from playwright.config.ts so that neither run waits for the other's servers.
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../../scripts/lib/chromium.ts";
import { failureArtifacts } from "../failure-artifacts.ts";
import { PATIENCE } from "../patience.ts";
import { DEV_AUTH_PORT, DEV_BASE_URL, DEV_MAIL_HTTP_PORT, DEV_PORT, DEV_SMTP_PORT } from "../e2e/env.ts";

export default defineConfig({
  testDir: ".",
  outputDir: "../../test-results/dev",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a cold dev server transforms each module on its first request: seconds per page on a busy machine
  timeout: PATIENCE.test,
  expect: { timeout: PATIENCE.state },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json"], ["html", { open: "never", outputFolder: "../../reports/playwright-dev" }]]
    : [["list"], ["html", { open: "never", outputFolder: "../../reports/playwright-dev" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: DEV_BASE_URL,
    viewport: { width: 1280, height: 800 },
    ...failureArtifacts,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: "npm run dev",
    cwd: "../..",
    url: DEV_BASE_URL,
    // SIGTERM so scripts/dev.ts stops netlify-cli, Vite and the local services it started
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    reuseExistingServer: false,
    env: {
      PORT: String(DEV_PORT),
      LOCAL_AUTH_PORT: String(DEV_AUTH_PORT),
      LOCAL_SMTP_PORT: String(DEV_SMTP_PORT),
      LOCAL_MAIL_HTTP_PORT: String(DEV_MAIL_HTTP_PORT),
      LOCAL_MAIL_DIR: ".tmp/dev-smoke/mail",
      LOCAL_AUTH_DATA_DIR: ".tmp/dev-smoke/auth",
      LOCAL_AUTH_FRESH: "true",
      // a developer's own settings must not send this test's mail elsewhere
      VITE_SUPABASE_URL: "",
      SMTP_URL: "",
    },
    stdout: "pipe",
    timeout: PATIENCE.server,
  },
});
