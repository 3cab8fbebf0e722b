// The visual suite plays a story once, in the light theme, and re-colours it for the dark capture; a story whose
// render or play reads the theme would then show its light self in dark colours. Such stories carry THEMED_TAG
// (played in each theme): a stories file that reads the theme without it fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { THEMED_TAG } from "./lib/stories.ts";

const src = path.resolve(import.meta.dirname, "../../packages/ui/src");
const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".stories.tsx"),
);

/**
 * Reads the theme: the `globals` of a render or play (not a story's own `globals: {…}`), its `theme` destructured
 * (`{ globals: { theme } }`, `{ globals: { theme: t } }`; a story's own `theme: "dark"` is a value, not a
 * read), `data-theme`, a theme hook.
 */
export const READS_THEME =
  /\bglobals\b(?!\s*:)|\bglobals\s*:\s*\{[^}]*\btheme\b\s*(?:[,}]|:\s*[A-Za-z_$])|data-theme|useTheme\(/;
const tagged = (source: string) => new RegExp(`tags:\\s*\\[[^\\]]*"${THEMED_TAG}"`).test(source);

test("the pattern tells a story that reads the theme from one that sets a global", () => {
  expect(READS_THEME.test(`render: (_args, { globals }) => <Tokens theme={globals.theme} />`)).toBe(true);
  expect(READS_THEME.test(`await expect(document.documentElement).toHaveAttribute("data-theme", t)`)).toBe(
    true,
  );
  expect(READS_THEME.test(`render: (_args, { globals: { theme } }) => <Tokens theme={theme} />`)).toBe(true);
  expect(READS_THEME.test(`play: async ({ globals: { viewport, theme: shown } }) => {`)).toBe(true);
  expect(READS_THEME.test(`globals: { viewport: { value: "mobile1", isRotated: false } }`)).toBe(false);
  expect(READS_THEME.test(`globals: { theme: "dark" }`)).toBe(false);
});

test(`every stories file that reads the theme is tagged "${THEMED_TAG}"`, () => {
  const reading = files.filter((f) => READS_THEME.test(readFileSync(path.join(src, f), "utf8")));
  // the kit's own: the tokens pages render by the theme, the ThemeProvider's plays switch it
  expect(reading).toEqual(expect.arrayContaining([expect.stringMatching(/theme-provider\.stories/)]));
  expect(reading.filter((f) => !tagged(readFileSync(path.join(src, f), "utf8")))).toEqual([]);
});
