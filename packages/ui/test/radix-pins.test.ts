// Radix packages pin their internals to exact versions (react-dialog needs react-focus-scope "1.3.1"). When the
// kit imports such an internal itself (DirectionProvider's react-direction, the modal base's focus-scope branch,
// Slot, useControllableState, Dialog beside AlertDialog) under a looser range, a newer patch on npm installs a
// second copy: the kit's DirectionProvider then sets a React context that Tabs, Select and Dialog never read,
// and the focus-scope branch joins a stack the dialogs do not use. So the kit declares exactly what they pin.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const ui = path.resolve(import.meta.dirname, "..");

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Manifest;

/** The package.json of `name` as Node resolves it from `from` (the nearest node_modules up the tree). */
function resolveManifest(name: string, from: string): { file: string; manifest: Manifest } {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return { file, manifest: readManifest(file) };
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (from ${from})`);
  }
}

const isRadix = (name: string) => name.startsWith("@radix-ui/");
const exactVersion = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** A dependency spec an installed Radix package gives one of its @radix-ui dependencies. */
interface Pin {
  by: string;
  spec: string;
}

/** Every installed Radix package reachable from `deps`, and the specs they give their @radix-ui dependencies. */
function radixPins(deps: Record<string, string>, from: string) {
  const pins = new Map<string, Pin[]>();
  const seen = new Set<string>();
  const visit = (name: string, dir: string) => {
    const { file, manifest } = resolveManifest(name, dir);
    if (seen.has(file)) return;
    seen.add(file);
    for (const [dep, spec] of Object.entries(manifest.dependencies ?? {}).filter(([d]) => isRadix(d))) {
      pins.set(dep, [...(pins.get(dep) ?? []), { by: `${manifest.name}@${manifest.version}`, spec }]);
      visit(dep, path.dirname(file));
    }
  };
  for (const name of Object.keys(deps).filter(isRadix)) visit(name, from);
  return pins;
}

/**
 * What is wrong with the kit's spec for each @radix-ui dependency that an installed Radix package pins: a range
 * instead of their exact version, Radix packages pinning different versions, or another version installed.
 */
function pinProblems(kit: Manifest, from: string): string[] {
  const deps = kit.dependencies ?? {};
  const pins = radixPins(deps, from);
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(deps)) {
    const exact = (pins.get(name) ?? []).filter((pin) => exactVersion.test(pin.spec));
    if (exact.length === 0) continue;
    const versions = [...new Set(exact.map((pin) => pin.spec))];
    const pinners = (version: string) =>
      exact
        .filter((pin) => pin.spec === version)
        .map((pin) => pin.by)
        .join(", ");
    if (versions.length > 1) {
      problems.push(
        `${name}: the kit's Radix packages pin different versions (${versions.map((v) => `${v} by ${pinners(v)}`).join("; ")}); upgrade them together`,
      );
      continue;
    }
    const [version] = versions as [string];
    if (spec !== version)
      problems.push(`${name}: the kit declares "${spec}", ${pinners(version)} pin "${version}"`);
    const installed = resolveManifest(name, from).manifest.version;
    if (installed !== version)
      problems.push(`${name}: ${installed} is installed for the kit, ${pinners(version)} pin ${version}`);
  }
  return problems;
}

describe("Radix internals the kit imports itself", () => {
  test("are declared at exactly the version the installed Radix packages pin (one copy, one context)", () => {
    const kit = readManifest(path.join(ui, "package.json"));
    expect(pinProblems(kit, ui)).toEqual([]);
  });

  test("the check covers the context-bearing internals the kit imports", () => {
    const kit = readManifest(path.join(ui, "package.json"));
    const pinned = [...radixPins(kit.dependencies ?? {}, ui).keys()].filter(
      (name) => kit.dependencies?.[name],
    );
    expect(pinned).toEqual(
      expect.arrayContaining(["@radix-ui/react-direction", "@radix-ui/react-focus-scope"]),
    );
  });

  test("flags a range, and a version other than the pinned one", () => {
    const kit = readManifest(path.join(ui, "package.json"));
    const loose: Manifest = {
      ...kit,
      dependencies: {
        ...kit.dependencies,
        "@radix-ui/react-direction": "^1.2.0",
        "@radix-ui/react-focus-scope": "1.0.0",
      },
    };
    const problems = pinProblems(loose, ui);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^@radix-ui\/react-direction: the kit declares "\^1\.2\.0", .*@radix-ui\/react-tabs@/,
        ),
        expect.stringMatching(
          /^@radix-ui\/react-focus-scope: the kit declares "1\.0\.0", .*@radix-ui\/react-dialog@/,
        ),
      ]),
    );
  });
});
