// Fresh Vite + React apps install the packed kit as users do: one with its compiled CSS, rendered in Chromium;
// one rebuilding the Asset register screen with its own Tailwind; one with a sources file per entry (route B).
// All three share one npm install (.tmp/ui-vite-apps), each app in its own folder beside it.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium } from "./lib/chromium.ts";
import {
  BUILD_PATIENCE,
  copyScreen,
  freshApp,
  installPackedKit,
  root,
  run,
  SCREEN_DEPENDENCIES,
  serveDist,
  ui,
  versions,
} from "./lib/packed.ts";

const apps = path.join(root, ".tmp/ui-vite-apps");

beforeAll(() => {
  installPackedKit(
    apps,
    versions(["@fontsource-variable/inter", "react", "react-dom", ...SCREEN_DEPENDENCIES]),
    versions(["vite", "@vitejs/plugin-react", "tailwindcss", "@tailwindcss/vite"]),
  );
}, BUILD_PATIENCE);

const viteBuild = (app: string) =>
  run(process.execPath, [path.join(apps, "node_modules/vite/bin/vite.js"), "build"], app);

describe("a fresh Vite + React app using the tarball", () => {
  const app = path.join(apps, "consumer");
  let served: Awaited<ReturnType<typeof serveDist>> | undefined;
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

    served = await serveDist(path.join(app, "dist"));
    origin = served.origin;
  }, BUILD_PATIENCE);

  afterAll(() => served?.close());

  test("installs the kit with its own dependencies", () => {
    const installed = readdirSync(path.join(apps, "node_modules/@orbitag/ui/dist"));
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

describe("the Asset register screen rebuilt from the tarball in a fresh Vite app with its own Tailwind", () => {
  const app = path.join(apps, "register-consumer");
  let served: Awaited<ReturnType<typeof serveDist>> | undefined;
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
    served = await serveDist(path.join(app, "dist"));
    origin = served.origin;
  }, BUILD_PATIENCE);

  afterAll(() => served?.close());

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
  const app = path.join(apps, "route-b-consumer");
  let served: Awaited<ReturnType<typeof serveDist>> | undefined;
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
    served = await serveDist(path.join(app, "dist"));
    origin = served.origin;
  }, BUILD_PATIENCE);

  afterAll(() => served?.close());

  test(
    "renders the DataTable story pixel for pixel as with all.css, light and dark, its page-size list open too, on a page theme.css paints",
    async () => {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 1024, height: 760 } });
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        const shot = async (name: string, theme: string, menu: boolean) => {
          await page.goto(`${origin}/${name}.html?theme=${theme}`);
          await page.getByText("Page 1 of 20").waitFor();
          if (menu) {
            // the page-size list: portalled Select content the table's sources file must style too
            await page.getByRole("combobox", { name: "Rows per page" }).click();
            await page.getByRole("listbox").waitFor();
          }
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
          return page.screenshot({ fullPage: true, animations: "disabled" });
        };
        for (const theme of ["light", "dark"])
          for (const menu of [false, true]) {
            const all = await shot("all", theme, menu);
            const entries = await shot("entries", theme, menu);
            const state = `the ${theme} theme${menu ? ", its page-size list open" : ""}`;
            expect(entries.equals(all), `entries.html differs from all.html in ${state}`).toBe(true);
          }
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    BUILD_PATIENCE,
  );
});
