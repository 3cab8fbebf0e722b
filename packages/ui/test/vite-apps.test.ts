// Fresh Vite + React apps install the packed kit as users do: one with its compiled CSS, rendered in Chromium;
// one rebuilding the Asset register screen with its own Tailwind (sources/all.css, and a sources file per entry
// it imports), its portalled parts opened in both; one with a sources file per entry (route B).
// All three share one npm install (.tmp/ui-vite-apps), each app in its own folder beside it.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
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

const TRANSPARENT = "rgba(0, 0, 0, 0)";

/** A portalled part of the kit by its QA contract: a modal's scrim and panel, a floating surface's Radix wrapper. */
const OVERLAY = (name: string) => `[data-slot="${name}-overlay"]`;
const CONTENT = (name: string) => `[data-slot="${name}-content"]`;
const POPPER = (name: string) => `[data-radix-popper-content-wrapper]:has(> ${CONTENT(name)})`;

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** What a missing class name changes: compared, element by element, between two builds of the same app. */
const LOOK = [
  "display",
  "position",
  "z-index",
  "background-color",
  "color",
  "border-top-width",
  "border-top-color",
  "border-right-width",
  "border-top-left-radius",
  "box-shadow",
  "padding-top",
  "padding-left",
  "gap",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "opacity",
  "overflow-y",
];

type Look = Array<Record<string, string>>;

/**
 * The look of portalled parts (each selector's element and everything in it), once their enter animations have
 * ended: per element, its name (the part, then its slot, else its tag, and its place), the LOOK properties and
 * its box.
 */
const lookOf = (page: Page, selectors: string[]): Promise<Look> =>
  page.evaluate(
    async ({ selectors, properties }) => {
      const roots = selectors.map((selector) => {
        const root = document.querySelector(selector);
        if (!root) throw new Error(`nothing matches ${selector}`);
        return root;
      });
      // a spinner's or a skeleton's animation never ends: only the ones that do are waited for
      await Promise.all(
        roots
          .flatMap((root) => root.getAnimations({ subtree: true }))
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      return roots.flatMap((root, index) =>
        [root, ...root.querySelectorAll("*")].map((element, place) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const name = element.getAttribute("data-slot") ?? element.tagName.toLowerCase();
          return {
            element: `${selectors[index]} ${name} #${place}`,
            ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
            box: [box.x, box.y, box.width, box.height].map(Math.round).join(","),
          };
        }),
      );
    },
    { selectors, properties: LOOK },
  );

/** Where two looks of the same part differ: the first ten properties (which element, each build's value). */
function differences(all: Look, entries: Look): string[] {
  if (all.length !== entries.length) return [`${entries.length} elements instead of ${all.length}`];
  const found = all.flatMap((element, index) =>
    Object.keys(element)
      .filter((property) => entries[index]![property] !== element[property])
      .map(
        (property) =>
          `${element.element}: ${property} ${entries[index]![property]} (all.css: ${element[property]})`,
      ),
  );
  return found.length > 10 ? [...found.slice(0, 10), `and ${found.length - 10} more`] : found;
}

/** The computed surface of a part: what an unstyled one lacks. */
const surfaceOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const wrapper = element.parentElement?.matches("[data-radix-popper-content-wrapper]")
      ? getComputedStyle(element.parentElement).zIndex
      : undefined;
    return {
      position: style.position,
      zIndex: style.zIndex,
      wrapperZIndex: wrapper,
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      border: style.borderTopWidth,
      shadow: style.boxShadow,
      // on the screen, whole, and above the page and any dialog it opened from (what its middle shows is in it)
      inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      onTop: element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
      left: Math.round(box.left),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });

/** A floating list or panel, or a modal's panel: opaque, rounded, bordered, shadowed, above the page (z-50). */
function expectSurface(surface: Awaited<ReturnType<typeof surfaceOf>>, what: string) {
  expect(surface.background, `${what}: background`).not.toBe(TRANSPARENT);
  expect(surface.radius, `${what}: radius`).not.toBe("0px");
  expect(surface.border, `${what}: border`).toBe("1px");
  expect(surface.shadow, `${what}: shadow`).not.toBe("none");
  expect(surface.zIndex, `${what}: z-index`).toBe("50");
  // Radix's popper wrapper takes the content's z-index: a surface without z-50 would sit under the dialog
  if (surface.wrapperZIndex !== undefined)
    expect(surface.wrapperZIndex, `${what}: its wrapper's z-index`).toBe("50");
  expect(surface.width, `${what}: width`).toBeGreaterThan(100);
  expect(surface.inView, `${what}: on the screen`).toBe(true);
  expect(surface.onTop, `${what}: on top`).toBe(true);
}

/** A modal's scrim: fixed over the whole page, tinted, under its panel's layer (z-50). */
function expectScrim(scrim: Awaited<ReturnType<typeof surfaceOf>>, what: string) {
  expect(scrim, what).toMatchObject({ position: "fixed", zIndex: "50", left: 0 });
  expect(scrim.background, `${what}: background`).not.toBe(TRANSPARENT);
}

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
  // built twice from the same code, as route B allows: index.html with sources/all.css, entries.html with the
  // sources file of each entry the screen imports (its portalled lists, calendar, palette and phone Sheet
  // included: what one of those files misses goes unstyled there only)
  const app = path.join(apps, "register-consumer");
  let served: Awaited<ReturnType<typeof serveDist>> | undefined;
  let origin = "";
  let entries: string[] = [];

  beforeAll(async () => {
    freshApp(app);
    const screen = path.join(app, "src/screen");
    copyScreen(screen);
    writeFileSync(
      path.join(app, "vite.config.js"),
      `import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
export default {
  plugins: [react(), tailwindcss()],
  build: { rollupOptions: { input: { index: "index.html", entries: "entries.html" } } },
};
`,
    );
    // the README's route B: the app's own Tailwind, the kit's theme, and its class names from dist (through
    // the published sources files, found by package name: their relative @source holds in an installed package)
    writeFileSync(
      path.join(app, "src/app.css"),
      `@import "tailwindcss";\n@import "@orbitag/ui/theme.css";\n@import "@orbitag/ui/sources/all.css";\n`,
    );
    // one sources file per entry the screen's modules import, as an app developer lists them
    entries = [
      ...new Set(
        readdirSync(screen).flatMap((file) =>
          [...readFileSync(path.join(screen, file), "utf8").matchAll(/from "@orbitag\/ui\/([a-z-]+)"/g)].map(
            (match) => match[1]!,
          ),
        ),
      ),
    ].sort();
    writeFileSync(
      path.join(app, "src/entries.css"),
      `@import "tailwindcss";\n@import "@orbitag/ui/theme.css";\n${entries.map((entry) => `@import "@orbitag/ui/sources/${entry}.css";\n`).join("")}`,
    );
    writeFileSync(
      path.join(app, "src/register.tsx"),
      `import { createRoot } from "react-dom/client";
import { AssetRegister } from "./screen/asset-register";
import { generateRegisterAssets } from "./screen/assets";

createRoot(document.getElementById("root")!).render(<AssetRegister assets={generateRegisterAssets()} />);
`,
    );
    for (const [html, main, css] of [
      ["index", "main", "app"],
      ["entries", "entries", "entries"],
    ] as const) {
      writeFileSync(
        path.join(app, `${html}.html`),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Assets</title></head><body><div id="root"></div><script type="module" src="/src/${main}.tsx"></script></body></html>`,
      );
      writeFileSync(
        path.join(app, `src/${main}.tsx`),
        `import "@fontsource-variable/inter";\nimport "./${css}.css";\nimport "./register";\n`,
      );
    }
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

  /**
   * Opens the screen (index.html: all.css; entries.html: a sources file per entry) in a page of its own, with
   * no sidebar cookie, and collects the page's errors. The tests below work it from the keyboard, as a keyboard
   * user does: no pointer rests on a part they compare (a hover there would depend on when Chromium re-hit-tests
   * a still mouse under a panel sliding in).
   */
  const open = async (browser: Browser, html: string, viewport: { width: number; height: number }) => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${origin}/${html}.html`);
    await expect.poll(() => page.locator('[data-slot="data-table"] tbody tr').count()).toBe(10);
    return { page, errors };
  };

  test("opens the Location list, the inspection calendar and the Ctrl+K palette, portalled and styled, with each app's sources; Escape gives the focus back", async () => {
    expect(entries).toEqual(expect.arrayContaining(["combobox", "command", "date-picker", "dialog"]));
    const browser = await launchChromium();
    try {
      const looks: Record<string, Record<string, Look>> = {};
      for (const html of ["index", "entries"]) {
        const { page, errors } = await open(browser, html, { width: 1280, height: 900 });
        const look: Record<string, Look> = {};
        looks[html] = look;

        // the command palette, from anywhere on the page: the focus is on nothing yet
        const search = page.getByRole("button", { name: /^Search…/ });
        await page.keyboard.press("Control+k");
        const palette = page.getByRole("dialog", { name: "Command palette" });
        await palette.getByRole("option", { name: "Add asset" }).waitFor();
        await expect.poll(() => hasFocus(palette.getByRole("combobox"))).toBe(true);
        look.palette = await lookOf(page, [OVERLAY("command-dialog"), CONTENT("command-dialog")]);
        expectSurface(await surfaceOf(page.locator(CONTENT("command-dialog"))), `${html}: the palette`);
        expectScrim(await surfaceOf(page.locator(OVERLAY("command-dialog"))), `${html}: the palette's scrim`);
        await page.keyboard.press("Escape");
        await palette.waitFor({ state: "detached" });
        await expect
          .poll(() => hasFocus(search), { message: `${html}: the focus back on Search…` })
          .toBe(true);

        const add = page.getByRole("button", { name: "Add asset" });
        await add.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Add asset" });
        await dialog.waitFor();

        // the Location field's list of sites (a Combobox): ArrowDown opens it on the first site
        const site = dialog.getByRole("combobox", { name: "Location" });
        await site.focus();
        await page.keyboard.press("ArrowDown");
        const sites = page.getByRole("listbox", { name: "Location" });
        await sites.getByRole("option").first().waitFor();
        expect(await sites.getByRole("option").count()).toBeGreaterThan(3);
        expect(await site.getAttribute("aria-expanded")).toBe("true");
        look.sites = await lookOf(page, [POPPER("combobox")]);
        const list = await surfaceOf(page.locator(CONTENT("combobox")));
        expectSurface(list, `${html}: the list of sites`);
        expect(list.width, `${html}: the list of sites as wide as its field`).toBe(
          await site
            .locator("xpath=ancestor::*[@data-slot='combobox']")
            .evaluate((el) => Math.round(el.getBoundingClientRect().width)),
        );
        await page.keyboard.press("Escape");
        await sites.waitFor({ state: "detached" });
        expect(await dialog.isVisible(), `${html}: Escape closes the list only`).toBe(true);
        await expect
          .poll(() => hasFocus(site), { message: `${html}: the focus back in Location` })
          .toBe(true);

        // the next inspection's calendar (a DatePicker): its button opens it on today, a dialog of its own
        const choose = dialog.getByRole("button", { name: "Choose date" });
        await choose.focus();
        await page.keyboard.press("Enter");
        const calendar = page.getByRole("dialog", { name: "Choose date" });
        await calendar.getByRole("grid").waitFor();
        await expect.poll(() => calendar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        look.calendar = await lookOf(page, [POPPER("date-picker")]);
        expectSurface(await surfaceOf(page.locator(CONTENT("date-picker"))), `${html}: the calendar`);
        await page.keyboard.press("Escape");
        await calendar.waitFor({ state: "detached" });
        expect(await dialog.isVisible(), `${html}: Escape closes the calendar only`).toBe(true);
        await expect
          .poll(() => hasFocus(choose), { message: `${html}: the focus back on Choose date` })
          .toBe(true);

        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await expect
          .poll(() => hasFocus(add), { message: `${html}: the focus back on Add asset` })
          .toBe(true);
        expect(errors, html).toEqual([]);
        await page.close();
      }
      // what each part looks like with the sources files of the entries is what it looks like with all.css
      for (const part of ["palette", "sites", "calendar"])
        expect(
          differences(looks.index![part]!, looks.entries![part]!),
          `entries.html's ${part} differs from index.html's`,
        ).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("on a phone (390x844) the sidebar opens as a Sheet, styled with each app's sources; Escape gives the focus back", async () => {
    expect(entries).toContain("sidebar");
    const browser = await launchChromium();
    try {
      const looks: Record<string, Look> = {};
      for (const html of ["index", "entries"]) {
        const { page, errors } = await open(browser, html, { width: 390, height: 844 });
        // no sidebar beside the table on a phone: its trigger opens the Sheet
        expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
        const trigger = page.getByRole("button", { name: "Toggle sidebar" });
        await trigger.focus();
        await page.keyboard.press("Enter");
        const sheet = page.getByRole("dialog", { name: "Main" });
        const current = sheet.getByRole("link", { name: "Assets" });
        await current.waitFor();
        expect(await current.getAttribute("aria-current")).toBe("page");
        looks[html] = await lookOf(page, [OVERLAY("sheet"), CONTENT("sheet")]);
        const panel = await surfaceOf(page.locator(CONTENT("sheet")));
        expect(panel, `${html}: the Sheet`).toMatchObject({
          inView: true,
          onTop: true,
          position: "fixed",
          zIndex: "50",
          left: 0,
          height: 844,
        });
        expect(panel.background, `${html}: the Sheet's background`).not.toBe(TRANSPARENT);
        expect(panel.shadow, `${html}: the Sheet's shadow`).not.toBe("none");
        expect(panel.width, `${html}: the Sheet's width`).toBeGreaterThan(200);
        expect(panel.width, `${html}: the Sheet's width`).toBeLessThanOrEqual(390 * 0.85);
        expectScrim(await surfaceOf(page.locator(OVERLAY("sheet"))), `${html}: the Sheet's scrim`);
        await page.keyboard.press("Escape");
        await sheet.waitFor({ state: "detached" });
        await expect
          .poll(() => hasFocus(trigger), { message: `${html}: the focus back on Toggle sidebar` })
          .toBe(true);
        expect(errors, html).toEqual([]);
        await page.close();
      }
      expect(
        differences(looks.index!, looks.entries!),
        "entries.html's Sheet differs from index.html's",
      ).toEqual([]);
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
          // the page itself is painted by theme.css: the theme's background and text colour on <body>, and
          // the theme's border colour on any element given a border width alone (Tailwind's `border`)
          const painted = await page.evaluate(() => {
            const probe = document.createElement("div");
            probe.style.cssText =
              "background: var(--background); color: var(--foreground); outline: 1px solid var(--border)";
            const bordered = document.createElement("div");
            bordered.style.cssText = "border-width: 1px; border-style: solid";
            document.body.append(probe, bordered);
            const want = getComputedStyle(probe);
            const body = getComputedStyle(document.body);
            const result = {
              background: body.backgroundColor === want.backgroundColor,
              text: body.color === want.color,
              font: body.fontFamily.startsWith('"Inter Variable"'),
              opaque: body.backgroundColor !== "rgba(0, 0, 0, 0)",
              border: getComputedStyle(bordered).borderTopColor === want.outlineColor,
            };
            probe.remove();
            bordered.remove();
            return result;
          });
          expect(painted, `${name}.html, ${theme}`).toEqual({
            background: true,
            text: true,
            font: true,
            opaque: true,
            border: true,
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
