// The kit's source layout, checked so a new component cannot drift from it: primitives in src/components,
// marketing blocks in src/blocks built from primitives, one folder per component with an index.ts that
// has its own `exports` entry in package.json.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { clientReasons, directives } from "./lib/client-boundary.ts";
import { undocumentedProps } from "./lib/prop-docs.ts";

const ui = path.resolve(import.meta.dirname, "..");
const src = path.join(ui, "src");
const pkg = JSON.parse(readFileSync(path.join(ui, "package.json"), "utf8")) as {
  exports: Record<string, string | { types: string; default: string }>;
  dependencies?: Record<string, string>;
};

const folders = (layer: "components" | "blocks" | "screens") =>
  readdirSync(path.join(src, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every module of a layer (not stories or tests) with the specifiers it imports. */
function modules(layer: "components" | "blocks" | "screens") {
  return folders(layer).flatMap((folder) =>
    readdirSync(path.join(src, layer, folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|browser\.test)\.tsx?$/.test(file))
      .map((file) => {
        const text = readFileSync(path.join(src, layer, folder, file), "utf8");
        const imports = [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map(
          (m) => m[1],
        );
        return { file: `${layer}/${folder}/${file}`, imports };
      }),
  );
}

/** Radix's modal packages: a module that imports one is a modal, built on lib/modal.tsx. */
const MODAL_PACKAGE = /^@radix-ui\/react-(?:alert-)?dialog$/;

/**
 * What a modal's source wires itself that the modal base (lib/modal.tsx's `modalParts`) holds: a Radix root,
 * trigger, portal or close used as a value (`<DialogPrimitive.Root>`; `typeof DialogPrimitive.Root` in a props
 * type is fine), the same imported by name, or an open state and control of its own.
 */
function handWrittenModalParts(code: string): string[] {
  const found: string[] = [];
  const packages = String.raw`["']@radix-ui\/react-(?:alert-)?dialog["']`;
  for (const [, namespace] of code.matchAll(
    new RegExp(String.raw`import\s+\*\s+as\s+(\w+)\s+from\s+${packages}`, "g"),
  ))
    for (const [part] of code.matchAll(
      new RegExp(String.raw`(?<!typeof\s+)\b${namespace}\.(?:Root|Trigger|Portal|Close)\b`, "g"),
    ))
      found.push(part);
  for (const [, names] of code.matchAll(
    new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*${packages}`, "g"),
  ))
    for (const name of (names ?? "").split(","))
      if (/^\s*(?:Root|Trigger|Portal|Close)\b/.test(name))
        found.push(`import ${name.trim().split(/\s/)[0]}`);
  for (const [word] of code.matchAll(
    /\b(?:useControllableState|ModalControlProvider|ModalControlContext)\b/g,
  ))
    found.push(word);
  return [...new Set(found)];
}

describe("layering", () => {
  test("primitives never import a block (stories and tests included)", () => {
    const offenders = folders("components").flatMap((folder) =>
      readdirSync(path.join(src, "components", folder))
        .filter((file) => /blocks\//.test(readFileSync(path.join(src, "components", folder, file), "utf8")))
        .map((file) => `components/${folder}/${file}`),
    );
    expect(offenders).toEqual([]);
  });

  test("blocks are built from primitives: their relative imports reach only src/components and src/lib", () => {
    const offenders = modules("blocks").flatMap(({ file, imports }) =>
      imports
        .filter((spec) => spec?.startsWith("."))
        .filter((spec) => !/^\.\/|^\.\.\/\.\.\/(components|lib)\//.test(spec ?? ""))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  test("screens are built like an app would: the kit's parts only through their public entries (index.js)", () => {
    const offenders = modules("screens").flatMap(({ file, imports }) =>
      imports
        .filter((spec) => spec?.startsWith("."))
        .filter(
          (spec) => !/^\.\/[\w-]+\.js$|^\.\.\/\.\.\/(components|blocks)\/[\w-]+\/index\.js$/.test(spec ?? ""),
        )
        .map((spec) => `${file}: ${spec}`),
    );
    expect(modules("screens").length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  test("screens import no library the kit wraps: an app that copies one installs only the kit and its own choices", () => {
    // the kit's own dependencies reach an app through the kit (hoisting hides a missing direct dependency
    // under npm; pnpm's strict layout does not); icons are the exception the README names: any icon set works
    const wrapped = new Set(Object.keys(pkg.dependencies ?? {}).filter((name) => name !== "lucide-react"));
    const offenders = modules("screens").flatMap(({ file, imports }) =>
      imports
        .filter((spec) => spec && !spec.startsWith("."))
        .filter((spec) =>
          wrapped.has(spec!.startsWith("@") ? spec!.split("/").slice(0, 2).join("/") : spec!.split("/")[0]!),
        )
        .map((spec) => `${file}: ${spec}`),
    );
    expect(wrapped.has("@tanstack/table-core")).toBe(true);
    expect(offenders).toEqual([]);
  });

  test("overlays build on the shared bases: a module with Radix's dialog or floating parts imports lib/modal or lib/floating", () => {
    // Select keeps Radix Select's own content (its list aligns with the chosen item), as shadcn/ui's does
    const overlay = /^@radix-ui\/react-(dialog|alert-dialog|popover|hover-card|tooltip|dropdown-menu)$/;
    const overlays = modules("components").filter(({ imports }) =>
      imports.some((spec) => overlay.test(spec ?? "")),
    );
    expect(overlays.length).toBeGreaterThan(5);
    const offenders = overlays
      .filter(({ imports }) => !imports.some((spec) => /\/lib\/(modal|floating)\.js$/.test(spec ?? "")))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  test("modals take their root, trigger, portal and close from lib/modal: none wires Radix's dialog or the open state itself", () => {
    // a root of its own (Radix's Root under a hand-made open state) would leave the modal out of the layers'
    // Escape order (lib/layers.ts): only the base's Root holds the state its content closes through
    const offenders = modules("components")
      .filter(({ imports }) => imports.some((spec) => MODAL_PACKAGE.test(spec ?? "")))
      .flatMap(({ file }) =>
        handWrittenModalParts(readFileSync(path.join(src, file), "utf8")).map((part) => `${file}: ${part}`),
      );
    expect(offenders).toEqual([]);
    // and no module outside the base reaches for the state the base's Root holds
    const kit = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && file !== path.join("lib", "modal.tsx"),
    );
    const control = kit.filter((file) =>
      /\bModalControl(Context|Provider)\b/.test(readFileSync(path.join(src, file), "utf8")),
    );
    expect(control).toEqual([]);
  });

  test("an asChild part's data-<part> mark comes from lib/slot-part (modals and floating surfaces alike), never written by hand", () => {
    const offenders = modules("components").flatMap(({ file }) =>
      [
        ...readFileSync(path.join(src, file), "utf8").matchAll(/\bdata-[\w-]+-(?:trigger|close|anchor)=""/g),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  test("handWrittenModalParts() finds a Radix root, trigger, portal or close and a hand-held open state", () => {
    const dialog = 'import * as DialogPrimitive from "@radix-ui/react-dialog";\n';
    expect(
      handWrittenModalParts(`${dialog}<DialogPrimitive.Root open={open} onOpenChange={setOpen} />`),
    ).toEqual(["DialogPrimitive.Root"]);
    expect(
      handWrittenModalParts(
        'import * as A from "@radix-ui/react-alert-dialog";\n<A.Trigger asChild /><A.Portal /><A.Action />',
      ),
    ).toEqual(["A.Trigger", "A.Portal"]);
    expect(handWrittenModalParts('import { Root as R, Close } from "@radix-ui/react-dialog";')).toEqual([
      "import Root",
      "import Close",
    ]);
    expect(
      handWrittenModalParts(
        `${dialog}import { useControllableState } from "@radix-ui/react-use-controllable-state";\n<ModalControlProvider value={control}>`,
      ),
    ).toEqual(["useControllableState", "ModalControlProvider"]);
    // the parts the base does not hold are the modal's own
    expect(
      handWrittenModalParts(`${dialog}modalParts("dialog", DialogPrimitive); <DialogPrimitive.Overlay />`),
    ).toEqual([]);
  });

  test("screens are showcases, not part of the package: no entry, no re-export", () => {
    const index = readFileSync(path.join(src, "index.ts"), "utf8");
    expect(index).not.toMatch(/screens\//);
    expect(JSON.stringify(pkg.exports)).not.toMatch(/screens/);
    // nor are their classes: dist/styles.css is built from styles-dist.css, which leaves src/screens out
    expect(readFileSync(path.join(src, "styles-entry.ts"), "utf8")).toMatch(
      /^import "\.\/styles-dist\.css";$/m,
    );
    expect(readFileSync(path.join(src, "styles-dist.css"), "utf8")).toMatch(/^@source not "\.\/screens";$/m);
  });

  test("no module leaves the package by a relative path", () => {
    const offenders = [...modules("components"), ...modules("blocks"), ...modules("screens")].flatMap(
      ({ file, imports }) =>
        imports.filter((spec) => spec?.startsWith("../../../")).map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("entries", () => {
  const expected = Object.fromEntries(
    (["components", "blocks"] as const).flatMap((layer) =>
      folders(layer).map((folder) => [
        `./${folder}`,
        { types: `./dist/${layer}/${folder}/index.d.ts`, default: `./dist/${layer}/${folder}/index.js` },
      ]),
    ),
  );

  test("every component folder has an index.ts re-exported by src/index.ts", () => {
    const index = readFileSync(path.join(src, "index.ts"), "utf8");
    for (const [entry, target] of Object.entries(expected)) {
      const folder = target.default.replace(/^\.\/dist\//, "").replace(/\/index\.js$/, "");
      expect(readdirSync(path.join(src, folder)), entry).toContain("index.ts");
      expect(index, `src/index.ts re-exports ${folder}`).toContain(`export * from "./${folder}/index.js";`);
    }
  });

  test("package.json has one `exports` entry per component folder, and no stale ones", () => {
    const componentEntries = Object.fromEntries(
      Object.entries(pkg.exports).filter(
        ([, target]) =>
          typeof target === "object" &&
          target !== null &&
          "types" in target &&
          !target.default.startsWith("./dist/index"),
      ),
    );
    expect(componentEntries).toEqual(expected);
  });

  test("primitives and blocks never share a folder name (their entries are flat: @orbitag/ui/<name>)", () => {
    const blocks = new Set(folders("blocks"));
    expect(folders("components").filter((name) => blocks.has(name))).toEqual([]);
  });
});

describe('React Server Components: "use client" exactly where the client is needed', () => {
  const sourceModules = [
    "index.ts",
    ...readdirSync(path.join(src, "lib")).map((file) => `lib/${file}`),
    ...(["components", "blocks"] as const).flatMap((layer) =>
      folders(layer).flatMap((folder) =>
        readdirSync(path.join(src, layer, folder)).map((file) => `${layer}/${folder}/${file}`),
      ),
    ),
  ].filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|browser\.test)\.tsx?$/.test(file));

  test.each(sourceModules)("%s", (file) => {
    const code = readFileSync(path.join(src, file), "utf8");
    const reasons = clientReasons(code, path.join(src, file));
    const marked = directives(code).includes("use client");
    // needs the client ⇒ "use client"; server-safe ⇒ none, so Card, Typography, Section... stay server components
    if (reasons.length > 0)
      expect(marked, `${file} ${reasons.join(", ")}: start it with "use client"`).toBe(true);
    else expect(marked, `${file} needs no client API: drop "use client" so it stays server-safe`).toBe(false);
  });

  test("the presentational primitives are server-safe", () => {
    for (const file of [
      "components/badge/badge.tsx",
      "components/card/card.tsx",
      "components/check-list/check-list.tsx",
      "components/container/container.tsx",
      "components/section/section.tsx",
      "components/typography/typography.tsx",
    ])
      expect(clientReasons(readFileSync(path.join(src, file), "utf8"), path.join(src, file)), file).toEqual(
        [],
      );
  });
});

describe("clientReasons()", () => {
  const here = path.join(src, "index.ts");
  test.each([
    ['import * as React from "react";\nconst [a] = React.useState(0);', "uses React.useState"],
    ['import { useEffect, type ReactNode } from "react";', "uses React.useEffect"],
    ['import * as React from "react";\nconst C = React.createContext(null);', "uses React.createContext"],
    ['import { useSyncExternalStore } from "react";', "uses React.useSyncExternalStore"],
    [
      'import * as Tooltip from "@radix-ui/react-tooltip";',
      "imports @radix-ui/react-tooltip, a client module",
    ],
    ["<button onClick={() => setOpen(true)} />", "creates an event handler (onClick)"],
    ["<a onClickCapture={busy ? stop : undefined} />", "creates an event handler (onClickCapture)"],
  ])("flags %j", (code, reason) => {
    expect(clientReasons(code, here)).toContain(reason);
  });

  test.each([
    'import * as React from "react";\nconst id = React.useId(); React.createElement("h2");',
    'import type { ReactNode } from "react";\nimport { type FC } from "react";',
    'import { Slot } from "@radix-ui/react-slot";',
    "<button onClick={onClick} {...props} />",
  ])("passes %j (server-safe)", (code) => {
    expect(clientReasons(code, here)).toEqual([]);
  });

  test("reads the directive prologue", () => {
    expect(directives('"use client";\n\nimport x from "y";')).toEqual(["use client"]);
    expect(directives('/* c */\n"use strict";\n"use client";\nvar a;')).toEqual(["use strict", "use client"]);
    expect(directives('import x from "y";\n"use client";')).toEqual([]);
  });
});

describe("props documentation: every prop has a JSDoc, every optional prop an @default tag (Storybook's props table shows it)", () => {
  test("own props, cva variants and the Radix props an app sets, in every component and block", () => {
    const files = (["components", "blocks"] as const).flatMap((layer) =>
      folders(layer).flatMap((folder) => {
        const dir = path.join(src, layer, folder);
        return readdirSync(dir)
          .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|browser\.test)\.tsx?$/.test(file))
          .map((file) => path.join(dir, file));
      }),
    );
    const missing = undocumentedProps(files, src, path.join(ui, "tsconfig.json"));
    expect(
      missing.map(({ where, why, detail }) => `${where}: ${why}${detail ? ` (${detail})` : ""}`),
    ).toEqual([]);
    // a TypeScript program over the whole kit: about 15 s idle, more than the unit project's 20 s on a busy machine
  });
});

describe("undocumentedProps()", () => {
  // a module written as a component author might, in a folder of its own under the package (React and cva resolve)
  const fixtures = path.join(ui, ".tmp", "prop-docs-fixture");
  const fixture = path.join(fixtures, "fixture.tsx");
  test("flags a default in prose, a destructured or cva default without @default, an optional prop without one, a tag that is no value or differs", () => {
    rmSync(fixtures, { recursive: true, force: true });
    mkdirSync(fixtures, { recursive: true });
    writeFileSync(
      fixture,
      `import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
const looks = cva("", { variants: { tone: { calm: "", loud: "" } }, defaultVariants: { tone: "calm" } });
type BaseProps = {
  /**
   * The base's default, which the re-declaration below does not have.
   * @default "right"
   */
  swipe?: string;
};
export type FixtureProps = React.ComponentProps<"div"> &
  VariantProps<typeof looks> &
  Omit<BaseProps, never> & {
    /** Re-declared without a tag of its own: the props table shows this JSDoc, not the base's. */
    swipe?: string;
    /** Written in prose: defaults to 4. */
    proseTo?: number;
    /** The tone. */
    tone?: "calm" | "loud" | null;
    /** Written in prose. Default: 4. */
    prose?: number;
    /** Destructured, no tag. */
    destructured?: boolean;
    /**
     * A tag that says another value.
     * @default 3
     */
    differs?: number;
    /**
     * No default at all.
     * @default none
     */
    none?: string;
    /**
     * Right.
     * @default "x"
     */
    fine?: string;
    /**
     * Right, a computed default in words.
     * @default the children
     */
    computed?: string;
    /** No default and no tag: Storybook's Default column shows "-", as for a default it was not told. */
    plain?: string;
    /**
     * Right: no default, said so.
     * @default undefined
     */
    unset?: string;
    /**
     * Says it has none, but the code gives one.
     * @default undefined
     */
    hidden?: string;
    /** Right: required, so no default to tell. */
    needed: string;
    /** A tag Storybook does not see. @default 1 */
    inline?: number;
    undocumented?: string;
  };
export function Fixture({ prose = 4, destructured = false, differs = 2, fine = "x", computed = String(1), hidden = String(2) }: FixtureProps) {
  return [prose, destructured, differs, fine, computed, hidden].join();
}
export function Native({ title = "t" }: React.ComponentProps<"div">) {
  return title;
}
`,
    );
    try {
      const found = undocumentedProps([fixture], fixtures, path.join(ui, "tsconfig.json")).map(
        ({ where, why }) => `${where}: ${why}`,
      );
      expect(found.sort()).toEqual(
        [
          "fixture.tsx: FixtureProps.tone: a cva default variant but no @default tag",
          "fixture.tsx: FixtureProps.prose: a default in prose (Default: ...), not as an @default tag",
          "fixture.tsx: FixtureProps.proseTo: a default in prose (Default: ...), not as an @default tag",
          "fixture.tsx: FixtureProps.proseTo: an optional prop without an @default tag (`@default undefined` when it has no default)",
          "fixture.tsx: FixtureProps.swipe: an optional prop without an @default tag (`@default undefined` when it has no default)",
          "fixture.tsx: FixtureProps.prose: a default in the destructuring but no @default tag",
          "fixture.tsx: FixtureProps.destructured: a default in the destructuring but no @default tag",
          "fixture.tsx: FixtureProps.differs: @default differs from the default in the code",
          "fixture.tsx: FixtureProps.none: @default without a value, or with one that is no default (none, required, uncontrolled)",
          "fixture.tsx: FixtureProps.undocumented: no JSDoc",
          "fixture.tsx: FixtureProps.plain: an optional prop without an @default tag (`@default undefined` when it has no default)",
          "fixture.tsx: FixtureProps.hidden: @default differs from the default in the code",
          "fixture.tsx: FixtureProps.inline: @default inside a line of prose (Storybook reads a tag only at the start of a line)",
          'fixture.tsx: React.ComponentProps<"div">.title: a default in the destructuring but no @default tag',
        ].sort(),
      );
    } finally {
      rmSync(fixtures, { recursive: true, force: true });
    }
  });
});

// The visual suite's dark pass runs only axe's colour rules (.storybook/preview.tsx, scopeAxe): every other rule
// is left to the light theme's run, which holds only while the dark theme changes colours and nothing else
describe("the dark theme changes colours only", () => {
  /** A Tailwind class that shows, hides or re-lays a part in the dark theme only. */
  const LAYOUT_IN_DARK =
    /\bdark:(?:[\w-]+:)*(hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|table|sr-only|not-sr-only|invisible|visible|collapse)\b/g;

  test("no part of the kit or its stories shows or hides by theme", () => {
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.(tsx?|css)$/.test(f));
    const offenders = files.flatMap((file) =>
      [...readFileSync(path.join(src, file), "utf8").matchAll(LAYOUT_IN_DARK)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  test("the theme's dark block sets colour tokens and the colour scheme, no other property", () => {
    const css = readFileSync(path.join(src, "theme.css"), "utf8");
    const blocks = [...css.matchAll(/\[data-theme="dark"\],\s*\.dark\s*\{([^}]*)\}/g)].map((m) => m[1] ?? "");
    expect(blocks).toHaveLength(1);
    const properties = [...(blocks[0] ?? "").matchAll(/^\s*([\w-]+)\s*:/gm)].map((m) => m[1] ?? "");
    expect(properties.filter((p) => p !== "color-scheme" && !p.startsWith("--"))).toEqual([]);
  });

  test("a class that hides a part in dark only is found", () => {
    expect('<span className="dark:md:hidden">'.match(LAYOUT_IN_DARK)).toEqual(["dark:md:hidden"]);
  });
});

// WCAG 1.4.11: a focus indicator needs 3:1 against what surrounds it. The ring token is checked for that
// (tokens/color.*.tokens.json, "non-text" on background and card); a ring drawn at half its strength is not.
describe("focus indicators: the ring token at full strength", () => {
  /** A focus-state class that draws a ring or outline in a see-through colour. */
  const FAINT_FOCUS_RING =
    /\S*focus(?:-visible|-within)?\S*:(?:ring|outline)-(?!offset)[\w-]+\/(?:\d+|\[[^\]]*\])/g;
  /**
   * A see-through ring colour set by a state (`aria-invalid:ring-error/25`): Tailwind sorts `aria-*`, `data-*`
   * and `has-*` after `focus-visible`, so on a focused control in that state the halo takes the focus ring's place,
   * unless the state has a solid focus ring of its own (`aria-invalid:focus-visible:ring-error`).
   */
  const STATE_HALO = /(?<![\w-])((?:(?:group-|peer-)?(?:aria|data|has)[^\s"'`]*?:)+)ring-([a-z-]+)\/\d+\b/g;
  const stateKeepsFocusRing = (text: string, variants: string) =>
    new RegExp(
      `${variants.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}focus-visible:ring-[a-z-]+(?![\\w/-])`,
    ).test(text);
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.(tsx?|css)$/.test(f));
  const offenders = (check: (text: string) => string[]) =>
    files.flatMap((file) =>
      check(readFileSync(path.join(src, file), "utf8")).map((found) => `${file}: ${found}`),
    );
  const faint = (text: string) => [...text.matchAll(FAINT_FOCUS_RING)].map((m) => m[0]);
  const hidden = (text: string) =>
    text.includes("focus-visible:ring-")
      ? [...text.matchAll(STATE_HALO)].filter((m) => !stateKeepsFocusRing(text, m[1] ?? "")).map((m) => m[0])
      : [];

  test("no focus ring in the kit or its stories is see-through", () => {
    expect(offenders(faint)).toEqual([]);
  });

  test("no state's see-through halo takes the place of a focused control's ring", () => {
    expect(offenders(hidden)).toEqual([]);
  });

  test("a see-through focus ring is found, in any variant; a state's halo only without its own focus ring", () => {
    const classes =
      "focus-visible:ring-ring/50 has-[[data-slot=x]:focus-visible]:ring-ring/40 aria-invalid:focus-visible:ring-error/40 focus:outline-ring/[.5] focus-within:ring-primary/30 hover:ring-ring/25 focus-visible:ring-ring focus-visible:ring-offset-2";
    expect(faint(classes)).toEqual([
      "focus-visible:ring-ring/50",
      "has-[[data-slot=x]:focus-visible]:ring-ring/40",
      "aria-invalid:focus-visible:ring-error/40",
      "focus:outline-ring/[.5]",
      "focus-within:ring-primary/30",
    ]);
    const halo =
      "focus-visible:ring-2 focus-visible:ring-ring aria-invalid:ring-3 aria-invalid:ring-error/25";
    expect(hidden(halo)).toEqual(["aria-invalid:ring-error/25"]);
    expect(hidden(`${halo} aria-invalid:focus-visible:ring-error`)).toEqual([]);
    expect(hidden("focus-visible:ring-ring group-aria-invalid/radio-group:ring-error/25")).toEqual([
      "group-aria-invalid/radio-group:ring-error/25",
    ]);
    expect(hidden("focus-visible:ring-ring hover:ring-ring/25")).toEqual([]);
  });
});
