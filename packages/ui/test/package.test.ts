// The published artefact, as users get it: the kit built into a staging folder and `npm pack`ed, the tarball
// linted with publint and @arethetypeswrong/cli, and each entry's size. The apps that install it are
// vite-apps.test.ts and next-app.test.ts.
import { readFileSync, readdirSync, rmSync, existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { measure, parseSizeTable, RUNTIME_ROW, type Exports, type SizeRow } from "../scripts/lib/size.ts";
import { directives } from "./lib/client-boundary.ts";
import { bin, BUILD_PATIENCE, packKit, root, run, ui } from "./lib/packed.ts";

let work = "";
let staging = "";
let tarball = "";

beforeAll(() => {
  ({ work, staging, tarball } = packKit());
}, BUILD_PATIENCE);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the packed tarball", () => {
  test("ships ESM, types, compiled CSS and the theme, and nothing else", () => {
    const listing = run("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(listing).toContain("package/dist/index.js");
    expect(listing).toContain("package/dist/index.d.ts");
    expect(listing).toContain("package/dist/components/button/index.d.ts");
    expect(listing).toContain("package/dist/styles.css");
    expect(listing).toContain("package/src/theme.css");
    expect(listing).toContain("package/sources/button.css");
    expect(listing).toContain("package/tokens.json");
    expect(listing.filter((file) => /\.(stories|test)\.|browser\.test|styles-entry/.test(file))).toEqual([]);
    const css = readFileSync(path.join(staging, "dist/styles.css"), "utf8");
    // every style rule sits in a cascade layer so consumer styles win: at the top level only @layer blocks
    // (and the global-by-nature @property/@keyframes) may open a block
    const topLevel: string[] = [];
    let depth = 0;
    let prelude = "";
    for (const char of css.replace(/\/\*[\s\S]*?\*\//g, "")) {
      if (char === "{") {
        if (depth === 0) topLevel.push(prelude.trim());
        depth++;
        prelude = "";
      } else if (char === "}") {
        depth--;
        prelude = "";
      } else if (char === ";" && depth === 0) prelude = "";
      else prelude += char;
    }
    expect(topLevel.length).toBeGreaterThan(3);
    expect(topLevel.filter((block) => !/^@(layer|property|keyframes)\b/.test(block))).toEqual([]);
    // layer order is the order of first appearance: utilities last, so they beat base and components
    const order = [...new Set([...css.matchAll(/@layer ([a-z-]+)/g)].map((m) => m[1]))];
    expect(order).toEqual(["properties", "theme", "base", "components", "utilities"]);
  });

  test('every module marked "use client" in src keeps the directive in dist, and no other gains it', () => {
    const dist = path.join(staging, "dist");
    const jsFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? jsFiles(path.join(dir, entry.name))
          : entry.name.endsWith(".js")
            ? [path.relative(dist, path.join(dir, entry.name))]
            : [],
      );
    const built = jsFiles(dist);
    const source = (file: string) =>
      [".tsx", ".ts"]
        .map((ext) => path.join(ui, "src", file.replace(/\.js$/, ext)))
        .find((candidate) => existsSync(candidate));
    // one dist module per source module (preserveModules), so the directive has somewhere to stay
    expect(built.filter((file) => !source(file))).toEqual([]);
    const marked = (code: string) => directives(code).includes("use client");
    const clientInSrc = built.filter((file) => marked(readFileSync(source(file) ?? "", "utf8")));
    expect(clientInSrc.length).toBeGreaterThan(0);
    const lost = clientInSrc.filter((file) => !marked(readFileSync(path.join(dist, file), "utf8")));
    const gained = built.filter(
      (file) => !clientInSrc.includes(file) && marked(readFileSync(path.join(dist, file), "utf8")),
    );
    expect({ lost, gained }).toEqual({ lost: [], gained: [] });
  });

  test("publint --strict passes", () => {
    expect(run(process.execPath, [bin("publint", "src/cli.js"), "--strict", staging], ui)).toMatch(
      /All good/,
    );
  });

  test("@arethetypeswrong/cli passes with the esm-only profile", () => {
    const out = run(
      process.execPath,
      [
        bin("@arethetypeswrong/cli", "dist/index.js"),
        tarball,
        "--profile",
        "esm-only",
        "--exclude-entrypoints",
        "./styles.css",
        "./theme.css",
        "./tokens.json",
      ],
      ui,
    );
    // attw exits non-zero on any problem the profile does not ignore (run() throws then)
    expect(out).toMatch(/@orbitag\/ui v\d+\.\d+\.\d+/);
    expect(out).not.toMatch(/Internal resolution error|Masquerading|Resolution failed\n(?!.*ignored)/);
  });
});

describe("size: importing one entry costs only that entry", () => {
  const committed = parseSizeTable(readFileSync(path.join(ui, "README.md"), "utf8"));
  let measured: SizeRow[] = [];
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

  beforeAll(async () => {
    const pkg = JSON.parse(readFileSync(path.join(staging, "package.json"), "utf8")) as { exports: Exports };
    measured = await measure(staging, pkg.exports, [path.join(root, "node_modules")]);
  }, BUILD_PATIENCE);

  test("@orbitag/ui/button adds at most 3 kB gz (on top of the shared runtime)", () => {
    const button = measured.find((row) => row.entry === "@orbitag/ui/button");
    expect(button?.own, `button: ${kB(button?.own ?? 0)}`).toBeLessThanOrEqual(3000);
  });

  test("every entry is in the README's size table (npm run size -w @orbitag/ui)", () => {
    expect(committed.map((row) => row.entry).sort()).toEqual(measured.map((row) => row.entry).sort());
    expect(committed.some((row) => row.entry === RUNTIME_ROW)).toBe(true);
  });

  test("no entry grows more than 10 % over the README's size table", () => {
    const grown = measured.flatMap((row) => {
      const before = committed.find((c) => c.entry === row.entry);
      if (!before) return [];
      return (["alone", "own"] as const)
        .filter((figure) => row[figure] > before[figure] * 1.1)
        .map((figure) => `${row.entry} ${figure}: ${kB(before[figure])} → ${kB(row[figure])}`);
    });
    expect(grown, "re-run npm run size -w @orbitag/ui if the growth is deliberate").toEqual([]);
  });
});
