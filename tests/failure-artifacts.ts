// What a failed Playwright test keeps for debugging: a trace with its actions, DOM snapshots, network and
// console, and one screenshot taken at the failure, but no screencast. Tracing records every test (it is kept
// only on failure), and its screencast was most of that cost, measured on 2 cores:
//   end-to-end (110 tests):           357 CPU-s with the screencast, 294 without it, 260 with no trace
//   Storybook UI (140 plays):         213 CPU-s with it,             129 without it, 103 with no trace
import type { PlaywrightWorkerOptions } from "@playwright/test";

export const failureArtifacts = {
  trace: { mode: "retain-on-failure", screenshots: false },
  screenshot: "only-on-failure",
} as const satisfies Partial<PlaywrightWorkerOptions>;

/**
 * The Storybook UI pass (hundreds of plays): no trace at all, a screenshot of the UI at the failure; its failure
 * message carries the Interactions panel's text, which is what a designer would read there.
 */
export const playArtifacts = {
  trace: "off",
  screenshot: "only-on-failure",
} as const satisfies Partial<PlaywrightWorkerOptions>;
