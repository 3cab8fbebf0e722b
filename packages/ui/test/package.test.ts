// The published artefact, as users get it: build into a staging folder, `npm pack` it, lint the tarball with
// publint and @arethetypeswrong/cli, then install it into fresh Vite + React apps (rendered in Chromium, one
// rebuilding the Asset register screen with its own Tailwind) and a Next.js App Router app (next build), all
// four from one npm install they share.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { measure, parseSizeTable, RUNTIME_ROW, type Exports, type SizeRow } from "../scripts/lib/size.ts";
import { launchChromium } from "./lib/chromium.ts";
import { directives } from "./lib/client-boundary.ts";
import { distPrebuilt } from "./lib/prebuilt.ts";
import { runtimeExports, type RuntimeExport } from "./lib/runtime-exports.ts";

/**
 * The bound on a step that builds or installs (the tarball in a fresh Vite or Next.js app): a hang ends, a busy
 * machine does not (an idle 2-core run takes 30-120 s, a busy one over 300 s). The repository's PATIENCE.build;
 * a package's tests do not import from outside it.
 */
const BUILD_PATIENCE = 900_000;

const ui = path.resolve(import.meta.dirname, "..");
const root = path.resolve(ui, "../..");
const work = mkdtempSync(path.join(tmpdir(), "orbitag-ui-pack-"));
const staging = path.join(work, "package");
let tarball = "";

/** Runs a command (on this process's Node 24 for JS tools) and returns its output, failing loudly. */
function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ...env } });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return `${r.stdout}\n${r.stderr}`;
}

const bin = (pkg: string, file: string) => path.join(root, "node_modules", pkg, file);
/** The version the repository installed (the kit's own node_modules first), so npm finds it in its cache. */
const version = (pkg: string) => {
  const own = path.join(ui, "node_modules", pkg, "package.json");
  const manifest = existsSync(own) ? own : path.join(root, "node_modules", pkg, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
};

/**
 * The Next.js release the App Router app builds with. Only the consumer apps' install below has it (from npm's
 * cache when it can): as a devDependency of the workspace it cost every install 326 MB that nothing else in the
 * repository uses.
 */
const NEXT_VERSION = "16.4.6";

/** What the Asset register screen needs besides the kit: its icons, form library and schema. */
const SCREEN_DEPENDENCIES = ["lucide-react", "react-hook-form", "zod", "@hookform/resolvers"];

/**
 * Copies the Asset register screen's modules (not its stories) into an app, as an app developer would rebuild
 * it: every kit import becomes its published entry (`../../components/dialog/index.js` -> `@orbitag/ui/dialog`).
 * Any other import that leaves the screen's folder would mean the screen needs more than the kit: it throws.
 */
function copyScreen(dest: string): void {
  const from = path.join(ui, "src/screens/asset-register");
  mkdirSync(dest, { recursive: true });
  for (const file of readdirSync(from).filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test)\./.test(f))) {
    const source = readFileSync(path.join(from, file), "utf8")
      .replace(/"\.\.\/\.\.\/(?:components|blocks)\/([a-z-]+)\/index\.js"/g, '"@orbitag/ui/$1"')
      .replace(/"\.\/([a-z-]+)\.js"/g, '"./$1"');
    const leaving = source.match(/from "\.\.\/[^"]*"/g);
    if (leaving) throw new Error(`${file} imports more than the kit: ${leaving.join(", ")}`);
    writeFileSync(path.join(dest, file), source);
  }
}

/**
 * The consumer apps' one npm install (React, Vite, Tailwind and the kit's dependencies unpacked once, not per
 * app): each app is a folder beside its node_modules. It stays between runs (git-ignored .tmp, ~530 MB); the
 * apps, their builds and the kit are new every run: the tarball is named by its content, so npm replaces the
 * kit whenever it changed.
 */
const consumers = path.join(root, ".tmp/ui-consumers");
let consumersInstalled = false;

function installConsumers(): void {
  if (consumersInstalled) return;
  mkdirSync(consumers, { recursive: true });
  const kit = path.join(
    consumers,
    `orbitag-ui-${createHash("sha256").update(readFileSync(tarball)).digest("hex").slice(0, 12)}.tgz`,
  );
  for (const old of readdirSync(consumers).filter((file) => file.endsWith(".tgz")))
    rmSync(path.join(consumers, old));
  cpSync(tarball, kit);
  const versions = (pkgs: string[]) => Object.fromEntries(pkgs.map((pkg) => [pkg, version(pkg)]));
  writeFileSync(
    path.join(consumers, "package.json"),
    JSON.stringify({
      name: "orbitag-ui-consumers",
      private: true,
      type: "module",
      dependencies: {
        "@orbitag/ui": `file:./${path.basename(kit)}`,
        next: NEXT_VERSION,
        ...versions(["@fontsource-variable/inter", "react", "react-dom", ...SCREEN_DEPENDENCIES]),
      },
      devDependencies: versions([
        ...["vite", "@vitejs/plugin-react", "tailwindcss", "@tailwindcss/vite"],
        // the Next app's screen is TypeScript: next build type-checks it against the kit's published types
        ...["typescript", "@types/react", "@types/react-dom", "@types/node"],
      ]),
    }),
  );
  // everything comes from the local npm cache when it can; the tarball is a local file
  run(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"],
    consumers,
  );
  consumersInstalled = true;
}

/** Empties a consumer app's folder after the shared install: its code and build are new every run. */
function freshApp(app: string): void {
  installConsumers();
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
}

const viteBuild = (app: string) =>
  run(process.execPath, [path.join(consumers, "node_modules/vite/bin/vite.js"), "build"], app);

beforeAll(() => {
  // a fresh build into the staging folder (or a copy of the one `npm test` has just made, lib/prebuilt.ts): never
  // touches packages/ui/dist, which the site uses meanwhile
  mkdirSync(path.join(staging, "src"), { recursive: true });
  for (const file of ["package.json", "README.md", "CHANGELOG.md", "tokens.json"])
    cpSync(path.join(ui, file), path.join(staging, file));
  cpSync(path.join(ui, "src/theme.css"), path.join(staging, "src/theme.css"));
  cpSync(path.join(ui, "sources"), path.join(staging, "sources"), { recursive: true });
  if (distPrebuilt(ui)) cpSync(path.join(ui, "dist"), path.join(staging, "dist"), { recursive: true });
  else {
    // as `npm run build` does: Vitest's NODE_ENV=test would give the dev JSX runtime, which no server build has
    run(
      process.execPath,
      [bin("vite", "bin/vite.js"), "build", "--outDir", path.join(staging, "dist"), "--emptyOutDir"],
      ui,
      { NODE_ENV: "production" },
    );
    run(
      process.execPath,
      [bin("typescript", "bin/tsc"), "-p", "tsconfig.build.json", "--outDir", path.join(staging, "dist")],
      ui,
    );
  }
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", work], { cwd: staging, encoding: "utf8" }),
  ) as [{ filename: string; files: Array<{ path: string }> }];
  tarball = path.join(work, packed[0].filename);
});

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

describe("a fresh Vite + React app using the tarball", () => {
  const app = path.join(consumers, "consumer");
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    freshApp(app);
    mkdirSync(path.join(app, "src"));
    writeFileSync(
      path.join(app, "vite.config.js"),
      `import react from "@vitejs/plugin-react";\nexport default { plugins: [react()] };\n`,
    );
    writeFileSync(
      path.join(app, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`,
    );
    writeFileSync(
      path.join(app, "src/main.jsx"),
      `import "@fontsource-variable/inter";
import "@orbitag/ui/styles.css";
import { createRoot } from "react-dom/client";
import { Card, CardHeader, CardTitle, FormField, Input, PricingCard, PricingTable, Toaster, toast } from "@orbitag/ui";
import { Button } from "@orbitag/ui/button";

function App() {
  return (
    <main>
      <Button onClick={() => toast({ title: "Hello from the kit" })}>Start Free Trial</Button>
      <Button className="bg-transparent text-black" variant="outline">Overridden</Button>
      <Card><CardHeader><CardTitle>Card title</CardTitle></CardHeader></Card>
      <FormField label="Email" error="Please enter a valid email"><Input /></FormField>
      <PricingTable>
        <PricingCard name="Basic" price="$29" features={["A"]} />
        <PricingCard name="Professional" price="$99" features={["B"]} highlighted badge="Most Popular" />
        <PricingCard name="Enterprise" price="Custom" features={["C"]} />
      </PricingTable>
      <Toaster />
    </main>
  );
}
createRoot(document.getElementById("root")).render(<App />);
`,
    );
    viteBuild(app);

    const dist = path.join(app, "dist");
    const types: Record<string, string> = {
      ".html": "text/html",
      ".js": "text/javascript",
      ".css": "text/css",
      ".woff2": "font/woff2",
    };
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const file = path.join(dist, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname));
      try {
        const body = readFileSync(file);
        res
          .writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" })
          .end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, BUILD_PATIENCE);

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test("installs the kit with its own dependencies", () => {
    const installed = readdirSync(path.join(consumers, "node_modules/@orbitag/ui/dist"));
    expect(installed).toContain("styles.css");
  });

  test("renders the components with their styles in Chromium, fully offline", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const foreign: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(origin)) foreign.push(request.url());
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(origin);

      const button = page.getByRole("button", { name: "Start Free Trial" });
      await button.waitFor();
      const style = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          bg: s.backgroundColor,
          radius: s.borderRadius,
          height: el.getBoundingClientRect().height,
          font: s.fontFamily,
        };
      });
      expect(await button.getAttribute("data-slot")).toBe("button");
      expect(style.bg).not.toBe("rgba(0, 0, 0, 0)");
      expect(style.radius).not.toBe("0px");
      expect(style.height).toBe(40);
      expect(style.font).toMatch(/^"Inter Variable"/);
      expect(
        await page.evaluate(
          async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"')),
        ),
      ).toBe(true);

      // the consumer's utilities beat the kit's (cascade layers)
      const overridden = await page
        .getByRole("button", { name: "Overridden" })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(overridden).toBe("rgba(0, 0, 0, 0)");

      const input = page.getByRole("textbox", { name: "Email" });
      expect(await input.getAttribute("aria-invalid")).toBe("true");

      // three pricing columns on a desktop
      const lefts = await page
        .locator("[data-slot=pricing-card]")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(3);

      await button.click();
      await page.getByText("Hello from the kit", { exact: true }).first().waitFor();

      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/**
 * Client components the Next.js server page renders: each is imported by a Server Component from the packed
 * kit, so a lost "use client" breaks `next build`. Add every new client entry here (Dialog, Select, ...).
 */
const CLIENT_COMPONENTS_ON_THE_SERVER_PAGE = [
  {
    entry: "@orbitag/ui/tooltip",
    names: ["Tooltip", "TooltipContent", "TooltipProvider", "TooltipTrigger"],
    jsx: `<TooltipProvider><Tooltip><TooltipTrigger>Help</TooltipTrigger><TooltipContent>Explains</TooltipContent></Tooltip></TooltipProvider>`,
    rendered: 'data-slot="tooltip-trigger"',
  },
  {
    entry: "@orbitag/ui/toast",
    names: ["Toaster"],
    jsx: `<Toaster />`,
    rendered: 'data-slot="toast-viewport"',
  },
  {
    entry: "@orbitag/ui/button",
    names: ["Button"],
    jsx: `<Button loading>Saving</Button>`,
    rendered: 'data-slot="button"',
  },
  {
    entry: "@orbitag/ui/navbar",
    names: ["Navbar", "NavbarBrand", "NavbarMenuToggle"],
    jsx: `<Navbar><NavbarBrand href="/">Orbitag</NavbarBrand><NavbarMenuToggle /></Navbar>`,
    rendered: 'data-slot="navbar"',
  },
  {
    entry: "@orbitag/ui/dialog",
    names: ["Dialog", "DialogContent", "DialogTitle", "DialogTrigger"],
    jsx: `<Dialog><DialogTrigger>Add asset</DialogTrigger><DialogContent><DialogTitle>Add asset</DialogTitle></DialogContent></Dialog>`,
    rendered: 'data-slot="dialog-trigger"',
  },
  {
    entry: "@orbitag/ui/alert-dialog",
    names: ["AlertDialog", "AlertDialogTrigger"],
    jsx: `<AlertDialog><AlertDialogTrigger>Delete</AlertDialogTrigger></AlertDialog>`,
    rendered: 'data-slot="alert-dialog-trigger"',
  },
  {
    entry: "@orbitag/ui/dropdown-menu",
    names: ["DropdownMenu", "DropdownMenuTrigger"],
    jsx: `<DropdownMenu><DropdownMenuTrigger>Account</DropdownMenuTrigger></DropdownMenu>`,
    rendered: 'data-slot="dropdown-menu-trigger"',
  },
  {
    entry: "@orbitag/ui/select",
    names: ["Select", "SelectContent", "SelectItem", "SelectTrigger", "SelectValue"],
    jsx: `<Select defaultValue="north"><SelectTrigger aria-label="Site"><SelectValue placeholder="Any site" /></SelectTrigger><SelectContent><SelectItem value="hq">Headquarters</SelectItem><SelectItem value="north">North warehouse</SelectItem></SelectContent></Select>`,
    // the selected item's text in the trigger's HTML, items given by the server page (not only in the RSC payload)
    rendered: 'data-slot="select-value" style="pointer-events:none">North warehouse</span>',
  },
  {
    entry: "@orbitag/ui/tabs",
    names: ["Tabs", "TabsList", "TabsTrigger"],
    jsx: `<Tabs defaultValue="a"><TabsList><TabsTrigger value="a">Assets</TabsTrigger><TabsTrigger value="b">Audits</TabsTrigger></TabsList></Tabs>`,
    rendered: 'data-slot="tabs-list"',
  },
  {
    entry: "@orbitag/ui/checkbox",
    names: ["Checkbox"],
    jsx: `<Checkbox aria-label="Select all" defaultChecked="indeterminate" />`,
    rendered: 'data-slot="checkbox"',
  },
  {
    entry: "@orbitag/ui/switch",
    names: ["Switch"],
    jsx: `<Switch aria-label="Alerts" />`,
    rendered: 'data-slot="switch"',
  },
  {
    entry: "@orbitag/ui/sheet",
    names: ["Sheet", "SheetTrigger"],
    jsx: `<Sheet><SheetTrigger>Menu</SheetTrigger></Sheet>`,
    rendered: 'data-slot="sheet-trigger"',
  },
  {
    entry: "@orbitag/ui/accordion",
    names: ["Accordion", "AccordionContent", "AccordionItem", "AccordionTrigger"],
    jsx: `<Accordion type="single" collapsible defaultValue="tags"><AccordionItem value="tags"><AccordionTrigger>Which tags?</AccordionTrigger><AccordionContent>EPC Gen2 and NFC.</AccordionContent></AccordionItem></Accordion>`,
    rendered: 'data-slot="accordion-trigger"',
  },
  {
    entry: "@orbitag/ui/slider",
    names: ["Slider"],
    jsx: `<Slider aria-label="Price" defaultValue={[200, 800]} max={1000} thumbLabels={["minimum", "maximum"]} />`,
    rendered: 'data-slot="slider-thumb"',
  },
  {
    entry: "@orbitag/ui/toggle-group",
    names: ["ToggleGroup", "ToggleGroupItem"],
    jsx: `<ToggleGroup type="single" defaultValue="list" aria-label="View"><ToggleGroupItem value="list">List</ToggleGroupItem><ToggleGroupItem value="map">Map</ToggleGroupItem></ToggleGroup>`,
    rendered: 'data-slot="toggle-group-item"',
  },
  {
    entry: "@orbitag/ui/scroll-area",
    names: ["ScrollArea"],
    jsx: `<ScrollArea aria-label="Sites" style={{ height: 80 }}><p>Hamburg</p><p>Bremen</p></ScrollArea>`,
    rendered: 'data-slot="scroll-area-viewport"',
  },
  {
    // a client component as the child of a server-safe FormField: the wiring reaches its input
    entry: "@orbitag/ui/input-group",
    names: ["InputGroup", "InputGroupAddon", "InputGroupInput", "InputGroupText"],
    jsx: `<FormField label="Tag ID"><InputGroup><InputGroupAddon><InputGroupText>OT-</InputGroupText></InputGroupAddon><InputGroupInput /></InputGroup></FormField>`,
    rendered: 'data-slot="input-group-control"',
  },
  {
    // the state read from a Cookie header on the server (readSidebarCookie, a server-safe helper)
    entry: "@orbitag/ui/sidebar",
    names: [
      "readSidebarCookie",
      "Sidebar",
      "SidebarContent",
      "SidebarInset",
      "SidebarMenu",
      "SidebarMenuButton",
      "SidebarMenuItem",
      "SidebarProvider",
      "SidebarTrigger",
    ],
    jsx: `<SidebarProvider defaultOpen={readSidebarCookie("theme=dark; sidebar_state=false")}><Sidebar><SidebarContent><SidebarMenu><SidebarMenuItem><SidebarMenuButton asChild isActive tooltip="Assets"><a href="/assets">Assets</a></SidebarMenuButton></SidebarMenuItem></SidebarMenu></SidebarContent></Sidebar><SidebarInset><SidebarTrigger /></SidebarInset></SidebarProvider>`,
    rendered: 'data-slot="sidebar" data-state="collapsed"',
  },
  {
    entry: "@orbitag/ui/kbd",
    names: ["KbdShortcut"],
    jsx: `<KbdShortcut shortcut="mod+k" />`,
    rendered: 'data-slot="kbd-shortcut"',
  },
  {
    entry: "@orbitag/ui/popover",
    names: ["Popover", "PopoverTrigger"],
    jsx: `<Popover><PopoverTrigger>Filters</PopoverTrigger></Popover>`,
    rendered: 'data-slot="popover-trigger"',
  },
  {
    entry: "@orbitag/ui/radio-group",
    names: ["RadioGroup", "RadioGroupItem"],
    jsx: `<RadioGroup aria-label="Updates" defaultValue="hourly"><RadioGroupItem value="hourly" aria-label="Hourly" /></RadioGroup>`,
    rendered: 'data-slot="radio-group-item"',
  },
  {
    entry: "@orbitag/ui/avatar",
    names: ["Avatar", "AvatarFallback"],
    jsx: `<Avatar><AvatarFallback>AL</AvatarFallback></Avatar>`,
    rendered: 'data-slot="avatar-fallback"',
  },
  {
    entry: "@orbitag/ui/progress",
    names: ["Progress"],
    jsx: `<Progress value={40} aria-label="Battery" />`,
    rendered: 'data-slot="progress-indicator"',
  },
  {
    // the server page calls the column helper (server-safe) and hands its plain column objects (accessor keys,
    // string headers, meta) to the client DataTable; the name column's `rowHeader` makes its cells `<th>`
    entry: "@orbitag/ui/data-table",
    names: ["DataTable", "createDataTableColumnHelper"],
    jsx: `<DataTable label="Assets" columns={((col) => col.columns([col.accessor("id", { header: "Tag" }), col.accessor("name", { header: "Asset", meta: { rowHeader: true } })]))(createDataTableColumnHelper())} data={[{ id: "OT-10012", name: "Forklift 12" }]} />`,
    rendered: 'scope="row"',
  },
  {
    // Dates cross from the server page as props (React serialises them)
    entry: "@orbitag/ui/calendar",
    names: ["Calendar"],
    jsx: `<Calendar mode="single" locale="de-DE" today={new Date(2026, 2, 16)} defaultMonth={new Date(2026, 2, 16)} />`,
    rendered: 'aria-label="Heute, Montag, 16. März 2026"',
  },
  {
    entry: "@orbitag/ui/date-picker",
    names: ["DatePicker", "DateRangePicker"],
    jsx: `<FormField label="Purchase date"><DatePicker name="purchased" defaultValue={new Date(2026, 2, 16)} /></FormField><DateRangePicker aria-label="Audit window" />`,
    rendered: 'value="03/16/2026"',
  },
  {
    entry: "@orbitag/ui/hover-card",
    names: ["HoverCard", "HoverCardTrigger", "HoverCardContent"],
    jsx: `<HoverCard><HoverCardTrigger href="/assets/OT-10012">OT-10012</HoverCardTrigger><HoverCardContent>Forklift 12</HoverCardContent></HoverCard>`,
    rendered: 'data-slot="hover-card-trigger"',
  },
  {
    entry: "@orbitag/ui/command",
    names: ["Command", "CommandInput", "CommandList", "CommandGroup", "CommandItem", "CommandEmpty"],
    jsx: `<Command><CommandInput placeholder="Search" /><CommandList><CommandEmpty /><CommandGroup heading="Go to"><CommandItem value="assets">Assets</CommandItem></CommandGroup></CommandList></Command>`,
    rendered: 'data-slot="command-item"',
  },
  {
    // a client component as the child of a server-safe FormField: the label and hint reach its field; the
    // options (plain data) and the value cross from the server page as props
    entry: "@orbitag/ui/combobox",
    names: ["Combobox"],
    jsx: `<FormField label="Site" hint="Where it is kept"><Combobox name="site" defaultValue="ham" options={[{ value: "ham", label: "Dock 3", description: "Hamburg" }, { value: "rtm", label: "Terminal 2" }]} /></FormField>`,
    rendered: 'role="combobox"',
  },
  {
    entry: "@orbitag/ui/command",
    names: ["CommandDialog", "CommandDialogTrigger", "CommandDialogContent"],
    jsx: `<CommandDialog shortcut="mod+k" platform="apple"><CommandDialogTrigger>Search</CommandDialogTrigger><CommandDialogContent><CommandInput /><CommandList><CommandItem value="assets">Assets</CommandItem></CommandList></CommandDialogContent></CommandDialog>`,
    rendered: 'data-slot="command-dialog-trigger" aria-keyshortcuts="Meta+K"',
  },
];

/**
 * How the Next.js helpers page calls a helper that needs arguments (any other function is called bare): a new
 * helper with arguments gets a line here, or next build fails on the page.
 */
const HELPER_CALLS: Record<string, string> = {
  cn: `cn("px-2", "px-4")`,
  initials: `initials("Ada Lovelace")`,
  paginationRange: `paginationRange(5, 20)`,
  buttonVariants: `buttonVariants({ variant: "ghost", size: "sm" })`,
  createDataTableColumnHelper: `typeof createDataTableColumnHelper().accessor`,
  csvField: `csvField("=SUM(A1)")`,
  toCsv: `toCsv(["Tag", "Name"], [["OT-1", "Pallet, blue"]])`,
  formatValue: `formatValue({ type: "currency", currency: "EUR" }, 1250, "en")`,
  parseDataTableSearchParams: `parseDataTableSearchParams({ page: "3", sort: "-value" })`,
  dataTableSearchParams: `dataTableSearchParams({ pagination: { pageIndex: 1, pageSize: 10 }, sorting: [{ id: "value", desc: true }], globalFilter: "" }).toString()`,
  toast: `typeof toast({ title: "Saved" }).dismiss`,
  // DOM helpers for an app's event handlers: a server module imports them without a client reference
  getFocusPlace: `typeof getFocusPlace`,
  restoreFocusPlace: `typeof restoreFocusPlace`,
  parseDateInput: `parseDateInput("16.3.26", "de-DE", new Date(2026, 0, 1)).getDate()`,
  formatDateInput: `formatDateInput(new Date(2026, 2, 16), "de-DE")`,
  dateInputPattern: `dateInputPattern("de-DE")`,
  formatFullDate: `formatFullDate(new Date(2026, 2, 16), "en-US")`,
  formatMonthYear: `formatMonthYear(new Date(2026, 2, 16), "de-DE")`,
  weekStartOf: `weekStartOf("ar-EG")`,
  isValidDate: `isValidDate(new Date(Number.NaN))`,
  parseShortcut: `parseShortcut("mod+shift+k")`,
  shortcutKeys: `shortcutKeys("mod+k", "apple")`,
  formatShortcut: `formatShortcut("mod+k", "apple")`,
  ariaKeyShortcuts: `ariaKeyShortcuts("mod+b", "other")`,
  matchesShortcut: `matchesShortcut({ key: "b", code: "KeyB", ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }, "mod+b", "other")`,
  readSidebarCookie: `readSidebarCookie("theme=dark; sidebar_state=false")`,
  sidebarCookie: `sidebarCookie(false)`,
  matchesComboboxSearch: `matchesComboboxSearch({ value: "muc", label: "Workshop", description: "M\u00fcnchen" }, "munchen work")`,
  normalizeSearchText: `normalizeSearchText(" K\u00f6ln ")`,
};

describe("the Asset register screen rebuilt from the tarball in a fresh Vite app with its own Tailwind", () => {
  const app = path.join(consumers, "register-consumer");
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    freshApp(app);
    copyScreen(path.join(app, "src/screen"));
    writeFileSync(
      path.join(app, "vite.config.js"),
      `import react from "@vitejs/plugin-react";\nimport tailwindcss from "@tailwindcss/vite";\nexport default { plugins: [react(), tailwindcss()] };\n`,
    );
    writeFileSync(
      path.join(app, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Assets</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
    );
    // the README's route B: the app's own Tailwind, the kit's theme, and its class names from dist (through
    // the published sources file, found by package name: its relative @source holds in an installed package)
    writeFileSync(
      path.join(app, "src/app.css"),
      `@import "tailwindcss";\n@import "@orbitag/ui/theme.css";\n@import "@orbitag/ui/sources/all.css";\n`,
    );
    writeFileSync(
      path.join(app, "src/main.tsx"),
      `import "@fontsource-variable/inter";
import "./app.css";
import { createRoot } from "react-dom/client";
import { AssetRegister } from "./screen/asset-register";
import { generateRegisterAssets } from "./screen/assets";

createRoot(document.getElementById("root")!).render(<AssetRegister assets={generateRegisterAssets()} />);
`,
    );
    viteBuild(app);
    const dist = path.join(app, "dist");
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const file = path.join(dist, url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname));
      const type = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" }[path.extname(file)];
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": type ?? "application/octet-stream" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, BUILD_PATIENCE);

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test("lists the assets and refuses an empty Add asset form, styled by the app's Tailwind, offline", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const foreign: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(origin)) foreign.push(request.url());
      });
      await page.goto(origin);

      const table = page.locator('[data-slot="data-table"] table');
      await expect.poll(() => table.locator("tbody tr").count()).toBe(10);
      await page.getByText("Page 1 of 20").waitFor();
      // laid out by the app's Tailwind from the kit's theme: the sidebar beside the table, themed surfaces
      const sidebar = await page
        .getByRole("navigation", { name: "Main" })
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(sidebar).toBeGreaterThan(150);
      const add = page.getByRole("button", { name: "Add asset" });
      expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");

      await add.click();
      const dialog = page.getByRole("dialog", { name: "Add asset" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Add asset" }).click();
      expect(await dialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("route B: a fresh Vite app with its own Tailwind and one sources file per entry it uses", () => {
  // the DataTable story (Playground: status badges, euro values) built twice from the same code: once with
  // sources/all.css, once with the sources files of the two entries it imports (data-table.css, badge.css)
  const app = path.join(consumers, "route-b-consumer");
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    freshApp(app);
    mkdirSync(path.join(app, "src"));
    cpSync(path.join(ui, "src/test/assets.ts"), path.join(app, "src/assets.ts"));
    writeFileSync(
      path.join(app, "vite.config.js"),
      `import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
export default {
  plugins: [react(), tailwindcss()],
  build: { rollupOptions: { input: { all: "all.html", entries: "entries.html" } } },
};
`,
    );
    // the README's route B, twice
    writeFileSync(
      path.join(app, "src/all.css"),
      `@import "tailwindcss";\n@import "@orbitag/ui/theme.css";\n@import "@orbitag/ui/sources/all.css";\n`,
    );
    writeFileSync(
      path.join(app, "src/entries.css"),
      `@import "tailwindcss";\n@import "@orbitag/ui/theme.css";\n@import "@orbitag/ui/sources/data-table.css";\n@import "@orbitag/ui/sources/badge.css";\n`,
    );
    writeFileSync(
      path.join(app, "src/table.tsx"),
      `import "@fontsource-variable/inter";
import { createRoot } from "react-dom/client";
import { Badge } from "@orbitag/ui/badge";
import { DataTable, createDataTableColumnHelper } from "@orbitag/ui/data-table";
import { type Asset, generateAssets } from "./assets";

const col = createDataTableColumnHelper<Asset>();
const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const statusVariant = { "In use": "default", Available: "secondary", Maintenance: "outline", Missing: "destructive" } as const;
const columns = col.columns([
  col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("site", { header: "Site", meta: { priority: 3 } }),
  col.accessor("status", { header: "Status", cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge> }),
  col.accessor("value", { header: "Value", meta: { align: "end" }, cell: (info) => euro.format(info.getValue()) }),
  col.accessor("lastSeen", { header: "Last seen", meta: { priority: 3 } }),
]);
const assets = generateAssets(200);

if (new URLSearchParams(location.search).get("theme") === "dark") document.documentElement.dataset.theme = "dark";
createRoot(document.getElementById("root")!).render(
  <main style={{ padding: 24 }}>
    <DataTable label="Assets" columns={columns} data={assets} getRowId={(a) => a.id} getRowLabel={(a) => a.name} enableRowSelection pageSize={10} />
  </main>,
);
`,
    );
    for (const name of ["all", "entries"]) {
      writeFileSync(path.join(app, `src/${name}.tsx`), `import "./${name}.css";\nimport "./table";\n`);
      writeFileSync(
        path.join(app, `${name}.html`),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Assets</title></head><body><div id="root"></div><script type="module" src="/src/${name}.tsx"></script></body></html>`,
      );
    }
    viteBuild(app);
    const dist = path.join(app, "dist");
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const file = path.join(dist, decodeURIComponent(url.pathname));
      const type = {
        ".html": "text/html",
        ".js": "text/javascript",
        ".css": "text/css",
        ".woff2": "font/woff2",
      }[path.extname(file)];
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": type ?? "application/octet-stream" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, BUILD_PATIENCE);

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  test(
    "renders the DataTable story pixel for pixel as with all.css, light and dark, on a page theme.css paints",
    async () => {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 1024, height: 760 } });
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        const shot = async (name: string, theme: string) => {
          await page.goto(`${origin}/${name}.html?theme=${theme}`);
          await page.getByText("Page 1 of 20").waitFor();
          await page.evaluate(async () => {
            await document.fonts.ready;
          });
          // the page itself is painted by theme.css: the theme's background and text colour on <body>
          const painted = await page.evaluate(() => {
            const probe = document.createElement("div");
            probe.style.cssText = "background: var(--background); color: var(--foreground)";
            document.body.append(probe);
            const want = getComputedStyle(probe);
            const body = getComputedStyle(document.body);
            const result = {
              background: body.backgroundColor === want.backgroundColor,
              text: body.color === want.color,
              font: body.fontFamily.startsWith('"Inter Variable"'),
              opaque: body.backgroundColor !== "rgba(0, 0, 0, 0)",
            };
            probe.remove();
            return result;
          });
          expect(painted, `${name}.html, ${theme}`).toEqual({
            background: true,
            text: true,
            font: true,
            opaque: true,
          });
          return page.screenshot({ fullPage: true });
        };
        for (const theme of ["light", "dark"]) {
          const all = await shot("all", theme);
          const entries = await shot("entries", theme);
          expect(entries.equals(all), `entries.html differs from all.html in the ${theme} theme`).toBe(true);
        }
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    BUILD_PATIENCE,
  );
});

describe("a fresh Next.js App Router app using the tarball from Server Components", () => {
  const app = path.join(consumers, "next-consumer");
  const next = path.join(consumers, "node_modules/next/dist/bin/next");
  let html = "";
  let registerHtml = "";
  let helpersHtml = "";
  let assetsHtml = "";
  let virtualHtml = "";
  let helpers: RuntimeExport[] = [];
  let nextServer: ChildProcess | undefined;
  let nextOrigin = "";

  beforeAll(async () => {
    // every export that is not a component or a hook, each from its own entry (the root entry only for cn)
    const values = (await runtimeExports()).filter((e) => e.kind === "value");
    helpers = [...new Map(values.map((e) => [e.name, e])).values()].map(
      (e) => values.find((v) => v.name === e.name && v.entry !== "@orbitag/ui") ?? e,
    );
    freshApp(app);
    mkdirSync(path.join(app, "app"));
    // the shared install is its root (the repository's lockfile above it is not its workspace)
    writeFileSync(
      path.join(app, "next.config.mjs"),
      `export default { turbopack: { root: ${JSON.stringify(consumers)} } };\n`,
    );
    writeFileSync(
      path.join(app, "app/layout.jsx"),
      `import "@orbitag/ui/styles.css";
import { DirectionProvider } from "@orbitag/ui/direction-provider";
import { ThemeProvider, ThemeScript } from "@orbitag/ui/theme-provider";
export const metadata = { title: "Next consumer" };
// the README's setup of a right-to-left app with the theme: both providers around every page, the no-flash
// script first in <head>
export default function RootLayout({ children }) {
  return (
    <html lang="en" dir="rtl" suppressHydrationWarning>
      <head><ThemeScript /></head>
      <body><ThemeProvider><DirectionProvider dir="rtl">{children}</DirectionProvider></ThemeProvider></body>
    </html>
  );
}
`,
    );
    // each page's signal that React has hydrated it (a state to wait on, not a time): inside the page, as
    // Next hydrates a layout and its page apart
    writeFileSync(
      path.join(app, "app/hydrated.jsx"),
      `"use client";
import { useEffect } from "react";
export function Hydrated() {
  useEffect(() => void (document.documentElement.dataset.hydrated = ""), []);
  return null;
}
`,
    );
    // a Server Component (no directive): server-safe parts from the root entry, client ones from their entries
    writeFileSync(
      path.join(app, "app/page.jsx"),
      `import { Badge, Card, CardDescription, CardHeader, CardTitle, CheckList, CheckListItem, Heading, Section } from "@orbitag/ui";
import { Alert, AlertDescription, AlertTitle } from "@orbitag/ui/alert";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@orbitag/ui/breadcrumb";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyMedia, EmptyTitle } from "@orbitag/ui/empty";
import { FormField } from "@orbitag/ui/form-field";
import { Input } from "@orbitag/ui/input";
import { formatShortcut, Kbd, KbdGroup } from "@orbitag/ui/kbd";
import { toggleGroupItemVariants } from "@orbitag/ui/toggle-group";
import { Pagination, PaginationContent, PaginationItem, PaginationLink, PaginationNext, PaginationPrevious } from "@orbitag/ui/pagination";
import { Skeleton } from "@orbitag/ui/skeleton";
import { Spinner } from "@orbitag/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@orbitag/ui/table";
import { Hydrated } from "./hydrated";
${CLIENT_COMPONENTS_ON_THE_SERVER_PAGE.map((c) => `import { ${c.names.join(", ")} } from "${c.entry}";`).join("\n")}

export default function Page() {
  return (
    <Section heading="Asset register">
      <Heading level={2} size="sm">Server-rendered</Heading>
      <Card><CardHeader><CardTitle>Forklift 12</CardTitle><CardDescription>Dock 3</CardDescription></CardHeader></Card>
      <Badge>Active</Badge>
      <CheckList><CheckListItem>Audited</CheckListItem></CheckList>
      <Breadcrumb><BreadcrumbList><BreadcrumbItem><BreadcrumbLink href="/assets">Assets</BreadcrumbLink></BreadcrumbItem><BreadcrumbSeparator /><BreadcrumbItem><BreadcrumbPage>Forklift 12</BreadcrumbPage></BreadcrumbItem></BreadcrumbList></Breadcrumb>
      <Alert variant="warning"><AlertTitle>Not seen for 3 days</AlertTitle><AlertDescription>Last scan at Dock 3.</AlertDescription></Alert>
      <Table><TableHeader><TableRow><TableHead>Tag</TableHead></TableRow></TableHeader><TableBody><TableRow><TableCell>OT-10012</TableCell></TableRow></TableBody></Table>
      <Skeleton style={{ height: 16, width: 120 }} />
      <FormField label="Asset name"><Input name="name" /></FormField>
      <Pagination><PaginationContent><PaginationItem><PaginationPrevious href="?page=1" /></PaginationItem><PaginationItem><PaginationLink href="?page=2" isActive>2</PaginationLink></PaginationItem><PaginationItem><PaginationNext href="?page=3" /></PaginationItem></PaginationContent></Pagination>
      <Empty><EmptyHeader><EmptyMedia variant="icon">?</EmptyMedia><EmptyTitle>No audits yet</EmptyTitle><EmptyDescription>Schedule one.</EmptyDescription></EmptyHeader><EmptyContent><a href="/audits/new">New audit</a></EmptyContent></Empty>
      <Spinner label="Loading assets" />
      <p title={formatShortcut("mod+k", "apple")}>Search <KbdGroup><Kbd>Ctrl</Kbd><Kbd>K</Kbd></KbdGroup></p>
      <a href="/map" className={toggleGroupItemVariants({ variant: "outline" })}>Map view</a>
      ${CLIENT_COMPONENTS_ON_THE_SERVER_PAGE.map((c) => c.jsx).join("\n      ")}
      <Hydrated />
    </Section>
  );
}
`,
    );
    // a Server Component page that calls every helper (or reads every constant) of the kit: none may be a client
    // reference ("Attempted to call buttonVariants() from the server but buttonVariants is on the client")
    mkdirSync(path.join(app, "app/helpers"), { recursive: true });
    const byEntry = new Map<string, RuntimeExport[]>();
    for (const h of helpers) byEntry.set(h.entry, [...(byEntry.get(h.entry) ?? []), h]);
    writeFileSync(
      path.join(app, "app/helpers/page.jsx"),
      `${[...byEntry].map(([entry, list]) => `import { ${list.map((h) => h.name).join(", ")} } from "${entry}";`).join("\n")}
import { Hydrated } from "../hydrated";

const show = (value) => (typeof value === "string" ? value : JSON.stringify(value));
const results = {
${helpers.map((h) => `  ${h.name}: ${typeof h.value === "function" ? (HELPER_CALLS[h.name] ?? `${h.name}()`) : h.name},`).join("\n")}
};

export default function Helpers() {
  return (
    <dl>
      {Object.entries(results).map(([name, value]) => (
        <div key={name} data-helper={name}><dt>{name}</dt><dd>{show(value)}</dd></div>
      ))}
      <Hydrated />
    </dl>
  );
}
`,
    );
    // a DataTable whose columns a Server Component declares: plain data, cells by format name (`meta.format`)
    // or by a component from the app's own "use client" module (a client reference crosses to the client; a
    // function written in the server page could not), the sort and page from a query string
    mkdirSync(path.join(app, "app/assets"), { recursive: true });
    writeFileSync(
      path.join(app, "app/assets/cells.jsx"),
      `"use client";
export function TagCell({ getValue }) {
  return <code data-cell="tag">{getValue()}</code>;
}
`,
    );
    writeFileSync(
      path.join(app, "app/assets/page.jsx"),
      `import { DataTable, createDataTableColumnHelper, parseDataTableSearchParams } from "@orbitag/ui/data-table";
import { TagCell } from "./cells";
import { Hydrated } from "../hydrated";

const col = createDataTableColumnHelper();
const columns = col.columns([
  col.accessor("id", { header: "Tag", cell: TagCell }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("status", { header: "Status", meta: { format: { type: "badge", variants: { Missing: "destructive" } } } }),
  col.accessor("value", { header: "Value", meta: { align: "end", format: { type: "currency", currency: "EUR" } } }),
  col.accessor("lastSeen", { header: "Last seen", meta: { format: "date" } }),
]);
const rows = [
  { id: "OT-10012", name: "Forklift 12", status: "In use", value: 250, lastSeen: "2026-03-01" },
  { id: "OT-10013", name: "Generator 3", status: "Missing", value: 1250, lastSeen: "2026-03-02" },
];

export default function Assets() {
  const { pagination, sorting } = parseDataTableSearchParams("?sort=-value");
  return <><DataTable label="Assets" columns={columns} data={rows} defaultPagination={pagination} defaultSorting={sorting} /><Hydrated /></>;
}
`,
    );
    // 2,000 rows with virtual rows from a server page: its HTML has the rows of the view, and hydrates as is
    mkdirSync(path.join(app, "app/virtual"), { recursive: true });
    writeFileSync(
      path.join(app, "app/virtual/page.jsx"),
      `import { DataTable, createDataTableColumnHelper } from "@orbitag/ui/data-table";
import { Hydrated } from "../hydrated";

const col = createDataTableColumnHelper();
const columns = col.columns([
  col.accessor("id", { header: "Tag" }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
]);
const rows = Array.from({ length: 2000 }, (_, i) => ({ id: \`OT-\${10000 + i}\`, name: \`Asset \${i + 1}\` }));

export default function Virtual() {
  return <><DataTable label="All assets" columns={columns} data={rows} virtualRows={{ height: 480 }} /><Hydrated /></>;
}
`,
    );
    // the Asset register screen rebuilt in the app: a Server Component page hands it its data
    copyScreen(path.join(app, "app/register/screen"));
    writeFileSync(
      path.join(app, "app/register/page.tsx"),
      `import { AssetRegister } from "./screen/asset-register";
import { generateRegisterAssets } from "./screen/assets";
import { Hydrated } from "../hydrated";

export default function RegisterPage() {
  return <><AssetRegister assets={generateRegisterAssets()} /><Hydrated /></>;
}
`,
    );
    const r = spawnSync(process.execPath, [next, "build"], {
      cwd: app,
      encoding: "utf8",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
    });
    if (r.status !== 0) throw new Error(`next build failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
    html = readFileSync(path.join(app, ".next/server/app/index.html"), "utf8");
    registerHtml = readFileSync(path.join(app, ".next/server/app/register.html"), "utf8");
    helpersHtml = readFileSync(path.join(app, ".next/server/app/helpers.html"), "utf8");
    assetsHtml = readFileSync(path.join(app, ".next/server/app/assets.html"), "utf8");
    virtualHtml = readFileSync(path.join(app, ".next/server/app/virtual.html"), "utf8");

    // next start on a free port, ready once it answers
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    nextServer = spawn(process.execPath, [next, "start", "-H", "127.0.0.1", "-p", String(port)], {
      cwd: app,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
      stdio: "ignore",
    });
    nextOrigin = `http://127.0.0.1:${port}`;
    for (;;) {
      if (nextServer.exitCode !== null) throw new Error(`next start exited (${nextServer.exitCode})`);
      const ok = await fetch(nextOrigin).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, BUILD_PATIENCE);

  afterAll(() => void nextServer?.kill());

  test("next start: every page hydrates in Chromium without an error, and the tabs read right to left", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on("console", (message) => {
        // the app has no favicon: the browser's own request for one is not the kit's
        if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      // the register with a filter in its address: the server cannot read it, the browser must not differ
      for (const route of ["/", "/helpers", "/assets", "/virtual", "/register", "/register?status=Missing"]) {
        await page.goto(`${nextOrigin}${route}`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      await page.goto(nextOrigin);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("tab", { name: "Assets" }).focus();
      // right to left, the next tab is on the left
      await page.keyboard.press("ArrowLeft");
      await page.locator('[role="tab"][data-state="active"]', { hasText: "Audits" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("next build prerenders the server page with server-safe and client components", () => {
    for (const slot of [
      ...["section", "heading", "card", "card-title", "badge", "check-list", "breadcrumb", "alert", "table"],
      ...[
        "skeleton",
        "form-field",
        "input",
        "pagination",
        "empty",
        "empty-title",
        "spinner",
        "kbd-group",
        "kbd",
      ],
    ])
      expect(html, slot).toContain(`data-slot="${slot}"`);
    expect(html).toContain("Forklift 12");
    // a helper of a client entry's server-safe module, called on the server
    expect(html).toContain('title="⌘K"');
    expect(html).toMatch(/<a href="\/map" class="[^"]*border-border[^"]*">Map view<\/a>/);
    for (const component of CLIENT_COMPONENTS_ON_THE_SERVER_PAGE)
      expect(html, component.entry).toContain(component.rendered);
    // the Combobox a server page gave a value shows its option's label; a form gets the value
    expect(html).toMatch(/role="combobox"[^>]*value="Dock 3"/);
    expect(html).toContain('<input type="hidden" name="site" value="ham"/>');
  });

  test("the layout mounts ThemeProvider and DirectionProvider with dir=rtl: the script is in <head>, the parts read right to left", async () => {
    const { THEME_SCRIPT } = await import("../src/components/theme-provider/theme-script.tsx");
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).toContain(`data-slot="theme-script"`);
    expect(head).toContain(THEME_SCRIPT);
    expect(html).toMatch(/<html lang="en" dir="rtl"/);
    // Radix Tabs took the provider's direction on the server
    const tabs = /<div[^>]*data-slot="tabs"[^>]*>/.exec(html)?.[0];
    expect(tabs).toMatch(/\bdir="rtl"/);
  });

  test("a server page calls every helper and reads every constant of the kit", () => {
    const rendered = (name: string) =>
      new RegExp(`data-helper="${name}"><dt>${name}</dt><dd>([^<]*)</dd>`).exec(helpersHtml)?.[1];
    expect(helpers.length).toBeGreaterThan(20);
    expect(helpers.filter((h) => rendered(h.name) === undefined).map((h) => h.name)).toEqual([]);
    expect(rendered("initials")).toBe("AL");
    expect(rendered("cn")).toBe("px-4");
    expect(rendered("buttonVariants")).toMatch(/\bh-8\b.*\bhover:bg-accent\b|\bhover:bg-accent\b.*\bh-8\b/);
    expect(rendered("paginationRange")).toBe("[1,&quot;ellipsis&quot;,4,5,6,&quot;ellipsis&quot;,20]");
    expect(rendered("createDataTableColumnHelper")).toBe("function");
    expect(rendered("csvField")).toBe("&#x27;=SUM(A1)");
    expect(rendered("toCsv")).toBe("Tag,Name\r\nOT-1,&quot;Pallet, blue&quot;\r\n");
    expect(rendered("formatValue")).toBe("€1,250.00");
    expect(rendered("parseDataTableSearchParams")).toBe(
      "{&quot;pagination&quot;:{&quot;pageIndex&quot;:2,&quot;pageSize&quot;:10},&quot;sorting&quot;:[{&quot;id&quot;:&quot;value&quot;,&quot;desc&quot;:true}],&quot;globalFilter&quot;:&quot;&quot;,&quot;columnFilters&quot;:[]}",
    );
    expect(rendered("dataTableSearchParams")).toBe("page=2&amp;sort=-value");
    expect(rendered("TOOLTIP_DELAY_DURATION")).toBe("700");
    // the date helpers on Node's Intl, as the client's
    expect(rendered("parseDateInput")).toBe("16");
    expect(rendered("formatDateInput")).toBe("16.03.2026");
    expect(rendered("dateInputPattern")).toBe("DD.MM.YYYY");
    expect(rendered("formatFullDate")).toBe("Monday, March 16, 2026");
    expect(rendered("weekStartOf")).toBe("6");
    expect(rendered("isValidDate")).toBe("false");
    expect(rendered("formatShortcut")).toBe("\u2318K");
    expect(rendered("ariaKeyShortcuts")).toBe("Control+B");
    expect(rendered("matchesShortcut")).toBe("true");
    expect(rendered("readSidebarCookie")).toBe("false");
    expect(rendered("SIDEBAR_COOKIE")).toBe("sidebar_state");
    expect(rendered("matchesComboboxSearch")).toBe("true");
    expect(rendered("normalizeSearchText")).toBe("koln");
    expect(rendered("COMMAND_DIALOG_SHORTCUT")).toBe("mod+k");
    expect(rendered("getFocusPlace")).toBe("function");
  });

  test("a server page's DataTable: cells by format name and from the app's client module, sorted as the URL asks", () => {
    const body = assetsHtml.slice(assetsHtml.indexOf("<tbody"));
    // sorted by value, high to low (the query string's "-value"): Generator 3 first
    expect(body.indexOf("Generator 3")).toBeGreaterThan(0);
    expect(body.indexOf("Generator 3")).toBeLessThan(body.indexOf("Forklift 12"));
    expect(body).toContain("€1,250.00");
    expect(body).toMatch(/data-variant="destructive"[^>]*>Missing</);
    expect(body).toContain("Mar 2, 2026");
    expect(body).toContain('<code data-cell="tag">OT-10013</code>');
    expect(assetsHtml).toMatch(/aria-sort="descending"[^>]*>[\s\S]*?Value/);
  });

  test("a server page's DataTable with virtual rows: the HTML has the rows of the view, not an empty body", () => {
    const body = virtualHtml.slice(virtualHtml.indexOf("<tbody"), virtualHtml.indexOf("</tbody>"));
    // 480 px of 41 px rows: 12 in view and 10 below, of 2,000
    const rows = body.match(/<tr[^>]*data-row-id=/g) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThan(40);
    expect(body).toContain("OT-10000");
    expect(virtualHtml).toContain('aria-rowcount="2001"');
  });

  test("next build type-checks and prerenders the Asset register screen rebuilt from the kit alone", () => {
    // the screen asks its (fake) server for the page in the browser: the server HTML is the whole shell with
    // the table in its loading state (the Vite app above drives the loaded screen in Chromium)
    expect(registerHtml).toContain('data-slot="sidebar"');
    expect(registerHtml).toContain('aria-label="Search assets"');
    expect(registerHtml).toMatch(/<button data-slot="button"[^>]*>[\s\S]{0,1200}?Add asset<\/button>/);
    expect(registerHtml).toContain('data-slot="data-table"');
    expect(registerHtml).toMatch(/<table data-slot="table"[^>]*aria-label="Assets"[^>]*aria-busy="true"/);
    expect(registerHtml).toContain('data-slot="skeleton"');
  });
});
