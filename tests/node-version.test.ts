import { expect, test } from "vitest";

test("the test run is on Node 24, not the machine's Node 20", () => {
  expect(process.versions.node).toMatch(/^24\./);
});
