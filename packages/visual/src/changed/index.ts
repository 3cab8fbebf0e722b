export { changedFiles, defaultRef } from "./git.ts";
export { selectSnapshots, type Selection, type SelectionInput } from "./select.ts";
export { siteModules } from "./site-graph.ts";
export { readStorybookGraph, traceStories, type StorybookGraph } from "./storybook-graph.ts";
