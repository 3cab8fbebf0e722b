// How long a test waits before it calls something a failure. These are safety nets for a hang, never the pace
// of a test: every wait ends the moment its state (a selector, an attribute, an event, a file) appears. They
// are sized for the 2-core machines CI shares with other work — two busy loops on both cores, or installs and
// builds beside the run (load 6-13) stretch an idle run's waits by 3-10x — so a slow machine is never a
// failure, and a real hang still ends the test.
export const PATIENCE = {
  /** one whole test (Vitest, Playwright) */
  test: 180_000,
  /** one wait for a state: findBy*, waitFor, expect.element, Playwright's web-first expect */
  state: 30_000,
  /** a server the tests start to answer its first request (a build runs first behind some of them) */
  server: 600_000,
  /**
   * one step that builds or installs: a Storybook with its module graph, the packed tarball in a fresh Vite or
   * Next.js app (an idle 2-core run: 30-120 s; a busy one measured over 300 s)
   */
  build: 900_000,
} as const;
