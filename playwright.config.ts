import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, testChromiumPath } from "./scripts/lib/chromium.ts";
import {
  E2E_AUTH_PORT,
  E2E_AUTH_URL,
  E2E_BASE_URL,
  E2E_CONTACT_TO,
  E2E_MAIL_HTTP_PORT,
  E2E_PORT,
  E2E_SITE_BUILD_ENV,
  E2E_SMTP_PORT,
} from "./tests/e2e/env.ts";
import { failureArtifacts } from "./tests/failure-artifacts.ts";
import { PATIENCE } from "./tests/patience.ts";
import { visualNeedsSite, visualProjects } from "./tests/visual/project.ts";

// pixels in the full browser, as visitors and designers see them; tests that compare no pixel in the shell
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
const testLaunchOptions = { executablePath: testChromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: true,
  // three, with two at most for the end-to-end tests and the Storybook UI pass (projects below): those keep both
  // cores busy on their own, while the visual captures wait on the browser between steps and gain from a third
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // safety nets for a hang; every wait ends when its state appears (tests/patience.ts)
  timeout: PATIENCE.test,
  expect: { timeout: PATIENCE.state },
  reporter: [
    ["list"],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["json"] as ["json"]] : []),
    ["html", { open: "never", outputFolder: "reports/playwright" }],
    // the visual run's changed / new / missing snapshots for `npm run visual:review`
    ["./tests/visual/lib/review-reporter.ts"],
  ],
  use: { baseURL: E2E_BASE_URL, ...failureArtifacts, launchOptions: testLaunchOptions },
  // Playwright runs the projects in phases (a project after those it depends on), each phase in this order:
  // Storybook's build first, beside the end-to-end tests; then the longest tests first, so that none is left
  // running alone at the end
  projects: [
    // offline visual regression: every story and page against the baselines in tests/visual/__screenshots__
    ...visualProjects(launchOptions, testLaunchOptions),
    {
      name: "e2e-desktop",
      testDir: "tests/e2e",
      testIgnore: /site-mobile\.spec\.ts/,
      workers: 2,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: testLaunchOptions,
      },
    },
    {
      // the marketing site on a phone: touch, 390×844
      name: "e2e-mobile",
      testDir: "tests/e2e",
      testMatch: /site-(mobile|pages|a11y)\.spec\.ts/,
      workers: 2,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: testLaunchOptions },
    },
  ],
  // a `--changed` visual run that captures no page needs no site
  webServer: !visualNeedsSite()
    ? []
    : [
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
            // failure and delay injection for the auth e2e tests (POST /__control)
            LOCAL_AUTH_CONTROL: "true",
            SITE_URL: E2E_BASE_URL,
          },
          stdout: "pipe",
          timeout: PATIENCE.server,
        },
        {
          // the production build, served by Netlify's local tooling exactly as `npm start` does
          command: "node scripts/start.ts",
          url: E2E_BASE_URL,
          // SIGTERM (not the default SIGKILL) so start.ts stops netlify-cli's whole process tree
          gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
          reuseExistingServer: false,
          env: {
            PORT: String(E2E_PORT),
            ...E2E_SITE_BUILD_ENV,
            SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
            CONTACT_TO: E2E_CONTACT_TO,
            SITE_URL: E2E_BASE_URL,
          },
          stdout: "pipe",
          timeout: PATIENCE.server,
        },
      ],
});
