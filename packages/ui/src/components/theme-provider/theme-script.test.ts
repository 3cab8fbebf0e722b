import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { THEME_SCRIPT, THEME_SCRIPT_HASH, THEME_STORAGE_KEY } from "./theme-script.js";

test("THEME_SCRIPT_HASH is the CSP hash of THEME_SCRIPT's text", () => {
  const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
  expect(THEME_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
});

/** Runs the script as a browser would, against a stored value, a default and the system's preference. */
function run({
  stored,
  dataset = {},
  dark = false,
  storage = true,
}: {
  stored?: string;
  dataset?: Record<string, string>;
  dark?: boolean;
  storage?: boolean;
}) {
  const attributes: Record<string, string> = {};
  const keys: string[] = [];
  runInNewContext(THEME_SCRIPT, {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      currentScript: { dataset },
    },
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error("SecurityError");
        keys.push(key);
        return stored ?? null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && dark }),
  });
  return { theme: attributes["data-theme"], keys };
}

test("the stored choice wins; system follows the operating system; the default applies otherwise", () => {
  expect(run({ stored: "dark" })).toEqual({ theme: "dark", keys: [THEME_STORAGE_KEY] });
  expect(run({ stored: "light", dark: true }).theme).toBe("light");
  expect(run({ stored: "system", dark: true }).theme).toBe("dark");
  expect(run({}).theme).toBe("light");
  expect(run({ dark: true }).theme).toBe("dark");
  expect(run({ dataset: { defaultTheme: "dark" } }).theme).toBe("dark");
  // an unreadable value or a blocked storage falls back to the default
  expect(run({ stored: "purple", dataset: { defaultTheme: "dark" } }).theme).toBe("dark");
  expect(run({ storage: false, dark: true }).theme).toBe("dark");
});

test("the storage key comes from the script's own attribute, so its text (and hash) never changes", () => {
  expect(run({ stored: "dark", dataset: { storageKey: "acme-theme" } }).keys).toEqual(["acme-theme"]);
});
