// Netlify deploys every top-level file of netlify/functions as a function: only function entries may live
// there (a test file beside them was bundled and served as "sign-in-without-javascript.test").
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "..");

it("holds only function entries with names Netlify accepts; tests and helpers live in lib/", () => {
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => entry.name);
  expect(files.length).toBeGreaterThan(0);
  const invalid = files.filter((name) => !/^[A-Za-z0-9_-]+\.[cm]?[jt]sx?$/.test(name));
  expect(invalid, `not function entries: ${invalid.join(", ")}`).toEqual([]);
});
