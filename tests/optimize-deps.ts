/**
 * Every dependency the browser-run code imports (the browser and Storybook projects of vitest.config.ts),
 * pre-bundled before the first test: one discovered late makes Vite re-optimise and reload the page mid-run
 * ("optimized dependencies changed"), which fails whole files with a second copy of React ("Cannot read
 * properties of null (reading 'useRef')") or before they start ("Vitest failed to find the runner"), on a
 * cold cache only. `optimize-deps.test.ts` fails when an import of the kit, its stories or a browser test is
 * missing here.
 *
 * `a > b` is Vite's form for `b` as `a` resolves it: @hookform/resolvers is not hoisted to the root
 * node_modules (the kit and the site have a copy each), so the root cannot resolve it (Vite then skipped it
 * with "Failed to resolve dependency").
 */
export const OPTIMIZE_DEPS_INCLUDE = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "@radix-ui/react-accordion",
  "@radix-ui/react-alert-dialog",
  "@radix-ui/react-avatar",
  "@radix-ui/react-checkbox",
  "@radix-ui/react-dialog",
  "@radix-ui/react-direction",
  "@radix-ui/react-dropdown-menu",
  "@radix-ui/react-focus-scope",
  "@radix-ui/react-hover-card",
  "@radix-ui/react-popover",
  "@radix-ui/react-progress",
  "@radix-ui/react-radio-group",
  "@radix-ui/react-scroll-area",
  "@radix-ui/react-select",
  "@radix-ui/react-slider",
  "@radix-ui/react-slot",
  "@radix-ui/react-switch",
  "@radix-ui/react-tabs",
  "@radix-ui/react-toast",
  "@radix-ui/react-toggle-group",
  "@radix-ui/react-tooltip",
  "@radix-ui/react-use-controllable-state",
  "@tanstack/react-table",
  "@tanstack/table-core",
  "@tanstack/react-virtual",
  "class-variance-authority",
  "clsx",
  "cmdk",
  "react-day-picker",
  "tailwind-merge",
  "lucide-react",
  "react-hook-form",
  "@orbitag/ui > @hookform/resolvers/zod",
  "@orbitag/site > @hookform/resolvers/zod",
  "zod",
  "zod/mini",
  // test and story tooling: browser tests compose stories (composeStory) and answer fetches (msw)
  "vitest-browser-react",
  "@testing-library/react",
  "msw",
  "msw/browser",
  // the focus ring tests' contrast (src/test/focus-ring.ts)
  "colorjs.io",
  "storybook/test",
  "storybook/viewport",
  "@storybook/react-vite",
  "@storybook/addon-themes",
];
