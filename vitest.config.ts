import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { msw } from "msw/vite";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: "chromium" as const, name }],
});

export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]]
      : ["default"],
    projects: [
      {
        // logic and DOM-less code: Node, plus jsdom for files named *.dom.test.tsx
        test: {
          name: "unit",
          include: ["{packages,netlify,scripts,tests}/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/*.browser.test.{ts,tsx}", "**/dist/**", "**/build/**"],
          environment: "node",
          testTimeout: 20_000,
          // the machine's Chromium for Node tests that drive one themselves (inject("chromium"))
          provide: { chromium: { executablePath: chromiumPath, args: chromiumArgs } },
        },
      },
      {
        // components in real Chromium
        // msw: serves /mockServiceWorker.js so component tests can answer fetches (Vitest 5 no longer does)
        plugins: [react(), tailwindcss(), msw({ mode: "worker-only" })],
        test: {
          name: "browser",
          include: ["packages/**/*.browser.test.{ts,tsx}"],
          exclude: ["**/node_modules/**"],
          setupFiles: ["packages/ui/src/test/setup-browser.ts"],
          browser: browser("browser"),
        },
      },
      {
        // every Storybook story runs as a test (play functions + axe), in the light theme...
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: { name: "storybook", browser: browser("storybook") },
      },
      {
        // ...and again in the dark theme (.storybook/preview.tsx reads this into initialGlobals.theme)
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        define: { "import.meta.env.VITE_STORYBOOK_THEME": JSON.stringify("dark") },
        test: { name: "storybook-dark", browser: browser("storybook-dark") },
      },
    ],
  },
});
