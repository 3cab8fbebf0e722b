import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";
import {
  E2E_APP_URL,
  E2E_AUTH_PORT,
  E2E_AUTH_URL,
  E2E_BASE_URL,
  E2E_MAIL_HTTP_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
} from "./tests/e2e/env.ts";

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json"], ["html", { open: "never", outputFolder: "reports/playwright" }]]
    : [["list"], ["html", { open: "never", outputFolder: "reports/playwright" }]],
  use: { baseURL: E2E_BASE_URL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "e2e-desktop", testDir: "tests/e2e", use: { ...devices["Desktop Chrome"], launchOptions } },
  ],
  webServer: [
    {
      // a private auth service + mail catcher, fresh data for every run
      command: "node packages/dev-services/src/cli.ts",
      url: `${E2E_AUTH_URL}/auth/v1/health`,
      reuseExistingServer: false,
      env: {
        LOCAL_AUTH_PORT: String(E2E_AUTH_PORT),
        LOCAL_SMTP_PORT: String(E2E_SMTP_PORT),
        LOCAL_MAIL_HTTP_PORT: String(E2E_MAIL_HTTP_PORT),
        LOCAL_MAIL_DIR: ".tmp/e2e/mail",
        LOCAL_AUTH_DATA_DIR: ".tmp/e2e/auth",
        LOCAL_AUTH_FRESH: "true",
        SITE_URL: E2E_BASE_URL,
      },
      stdout: "pipe",
      timeout: 30_000,
    },
    {
      // the production build, served by Netlify's local tooling exactly as `npm start` does
      command: "node scripts/start.ts",
      url: E2E_BASE_URL,
      reuseExistingServer: false,
      env: {
        PORT: String(E2E_PORT),
        VITE_SUPABASE_URL: E2E_AUTH_URL,
        VITE_APP_URL: E2E_APP_URL,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        SITE_URL: E2E_BASE_URL,
      },
      stdout: "pipe",
      timeout: 180_000,
    },
  ],
});
