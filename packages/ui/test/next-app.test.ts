// A fresh Next.js App Router app installs the packed kit as users do and renders it from Server Components:
// `next build` (prerendered), tsc over its tsconfig and `next start` in Chromium, right to left with the theme.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium } from "./lib/chromium.ts";
import {
  BUILD_PATIENCE,
  copyScreen,
  freshApp,
  installPackedKit,
  NEXT_VERSION,
  root,
  SCREEN_DEPENDENCIES,
  versions,
} from "./lib/packed.ts";
import { runtimeExports, type RuntimeExport } from "./lib/runtime-exports.ts";

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

const apps = path.join(root, ".tmp/ui-next-app");

/** What a test that needs the build says when it has not run (a filter such as -t left the build test out). */
const NOT_BUILT = 'next build did not run or failed: see the test "next build …" (run the whole file)';

beforeAll(() => {
  installPackedKit(
    apps,
    { next: NEXT_VERSION, ...versions(["react", "react-dom", ...SCREEN_DEPENDENCIES]) },
    // the app's screen is TypeScript: next build type-checks it against the kit's published types
    versions(["typescript", "@types/react", "@types/react-dom", "@types/node"]),
  );
}, BUILD_PATIENCE);

describe("a fresh Next.js App Router app using the tarball from Server Components", () => {
  const app = path.join(apps, "next-consumer");
  const next = path.join(apps, "node_modules/next/dist/bin/next");
  /**
   * A page the build prerendered, read when a test needs it: the build is the first test, and the app's folder
   * is emptied before it, so a page is there only when this run's build made it.
   */
  const prerendered = (page: string): string => {
    const file = path.join(app, ".next/server/app", `${page}.html`);
    if (!existsSync(file)) throw new Error(`${NOT_BUILT} (no ${page}.html)`);
    return readFileSync(file, "utf8");
  };
  let helpers: RuntimeExport[] = [];
  let nextServer: ChildProcess | undefined;
  let nextStart: Promise<string> | undefined;

  /** `next start` of the build on a free port, once, for the tests that ask it: its origin once it answers. */
  const nextStarted = () =>
    (nextStart ??= (async () => {
      if (!existsSync(path.join(app, ".next/BUILD_ID"))) throw new Error(NOT_BUILT);
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const port = (probe.address() as { port: number }).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      const server = spawn(process.execPath, [next, "start", "-H", "127.0.0.1", "-p", String(port)], {
        cwd: app,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      nextServer = server;
      let stderr = "";
      server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const origin = `http://127.0.0.1:${port}`;
      for (;;) {
        // ended by itself, or killed (by afterAll when a test gave up waiting): stop asking
        if (server.exitCode !== null || server.signalCode !== null)
          throw new Error(`next start ended (${server.exitCode ?? server.signalCode}):\n${stderr}`);
        const ok = await fetch(origin).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return origin;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })());

  beforeAll(async () => {
    // every export that is not a component or a hook, each from its own entry (the root entry only for cn)
    const values = (await runtimeExports()).filter((e) => e.kind === "value");
    helpers = [...new Map(values.map((e) => [e.name, e])).values()].map(
      (e) => values.find((v) => v.name === e.name && v.entry !== "@orbitag/ui") ?? e,
    );
    freshApp(app);
    mkdirSync(path.join(app, "app"));
    // the shared install is its root (the repository's lockfile above it is not its workspace); the app is
    // built once and thrown away, so Turbopack's build cache (on by default in Next 16) is not written: it cost
    // 30 s of the build on a busy machine
    writeFileSync(
      path.join(app, "next.config.mjs"),
      // its types are checked by tsc in a test of its own (below), not inside next build
      `export default { turbopack: { root: ${JSON.stringify(apps)} }, experimental: { turbopackFileSystemCacheForBuild: false }, typescript: { ignoreBuildErrors: true } };\n`,
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
// what an import from a "use client" module is on the server: a reference, not the value (a constant read
// through one is not the constant, and a call throws)
const CLIENT_REFERENCE = Symbol.for("react.client.reference");
const imported = { ${helpers.map((h) => h.name).join(", ")} };
const results = {
${helpers.map((h) => `  ${h.name}: ${typeof h.value === "function" ? (HELPER_CALLS[h.name] ?? `${h.name}()`) : h.name},`).join("\n")}
};

export default function Helpers() {
  return (
    <dl>
      {Object.entries(results).map(([name, value]) => (
        <div key={name} data-helper={name} data-client-reference={String(imported[name]?.$$typeof === CLIENT_REFERENCE)}><dt>{name}</dt><dd>{show(value)}</dd></div>
      ))}
      <Hydrated />
    </dl>
  );
}
`,
    );
    // a DataTable whose columns a Server Component declares: plain data, cells by format name (`meta.format`)
    // or by a component from the app's own "use client" module (a client reference crosses to the client; a
    // function written in the server page could not), the sort and page from the URL's search params (so Next
    // renders it per request). The README's example, typed as there: next build type-checks it
    mkdirSync(path.join(app, "app/assets"), { recursive: true });
    writeFileSync(
      path.join(app, "app/assets/cells.tsx"),
      `"use client";
export function TagCell({ getValue }: { getValue: () => unknown }) {
  return <code data-cell="tag">{String(getValue())}</code>;
}
`,
    );
    writeFileSync(
      path.join(app, "app/assets/data.ts"),
      `export type Asset = { id: string; name: string; status: string; value: number; lastSeen: string };

/** The app's own data access. */
export async function loadAssets(): Promise<Asset[]> {
  return [
    { id: "OT-10012", name: "Forklift 12", status: "In use", value: 250, lastSeen: "2026-03-01" },
    { id: "OT-10013", name: "Generator 3", status: "Missing", value: 1250, lastSeen: "2026-03-02" },
  ];
}
`,
    );
    writeFileSync(
      path.join(app, "app/assets/page.tsx"),
      `import { createDataTableColumnHelper, DataTable, parseDataTableSearchParams } from "@orbitag/ui/data-table";
import { TagCell } from "./cells";
import { loadAssets, type Asset } from "./data";
import { Hydrated } from "../hydrated";

const col = createDataTableColumnHelper<Asset>();
const columns = col.columns([
  col.accessor("id", { header: "Tag", cell: TagCell }),
  col.accessor("name", { header: "Asset", meta: { rowHeader: true } }),
  col.accessor("status", {
    header: "Status",
    meta: { format: { type: "badge", variants: { Missing: "destructive" } } },
  }),
  col.accessor("value", {
    header: "Value",
    meta: { align: "end", format: { type: "currency", currency: "EUR" } },
  }),
  col.accessor("lastSeen", { header: "Last seen", meta: { format: "date" } }),
]);

export default async function AssetsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { pagination, sorting } = parseDataTableSearchParams(await searchParams, {
    sortable: ["id", "name", "status", "value", "lastSeen"],
  });
  const assets: Asset[] = await loadAssets();
  return (
    <>
      <DataTable
        label="Assets"
        columns={columns}
        data={assets}
        defaultPagination={pagination}
        defaultSorting={sorting}
      />
      <Hydrated />
    </>
  );
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
    // the Asset register screen rebuilt in the app: a Server Component page hands it its data and the query
    // string it was requested with (`initialSearch`, as its JSDoc says), so the server renders the page, sort
    // and filters the URL names (reading searchParams makes the page dynamic: rendered per request)
    copyScreen(path.join(app, "app/register/screen"));
    writeFileSync(
      path.join(app, "app/register/page.tsx"),
      `import { AssetRegister } from "./screen/asset-register";
import { generateRegisterAssets } from "./screen/assets";
import { Hydrated } from "../hydrated";

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one);
  const search = query.size > 0 ? \`?\${query}\` : "";
  return <><AssetRegister assets={generateRegisterAssets()} initialSearch={search} /><Hydrated /></>;
}
`,
    );
  }, BUILD_PATIENCE);

  /** One Chromium for the tests that drive the app (each in a page of its own), launched when first asked. */
  let chromium: Promise<Browser> | undefined;
  const chromiumStarted = () => (chromium ??= launchChromium());

  afterAll(async () => {
    nextServer?.kill();
    await (await chromium?.catch(() => undefined))?.close();
  });

  // the build is a test of its own, the first: those below read the pages it prerendered
  test(
    "next build prerenders the app's static server pages",
    () => {
      const r = spawnSync(process.execPath, [next, "build"], {
        cwd: app,
        encoding: "utf8",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
        // the event loop is blocked meanwhile: the test's own limit could not end a hang
        timeout: BUILD_PATIENCE,
      });
      expect(r.status, `next build failed (${r.error?.message ?? r.status}):\n${r.stdout}\n${r.stderr}`).toBe(
        0,
      );
      for (const page of ["index", "helpers", "virtual"])
        expect(prerendered(page)).toMatch(/^<!DOCTYPE html>/);
      // the register reads searchParams: rendered per request (its test below asks next start for it)
      expect(existsSync(path.join(app, ".next/server/app/register.html"))).toBe(false);
    },
    BUILD_PATIENCE,
  );

  // what next build would check (the tsconfig.json and route types it wrote), as a test of its own: the
  // app's screens are typed against the kit's published .d.ts
  test(
    "the app type-checks against the kit's published types (tsc over next build's tsconfig)",
    () => {
      expect(existsSync(path.join(app, "tsconfig.json")), NOT_BUILT).toBe(true);
      const r = spawnSync(
        process.execPath,
        [path.join(apps, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", app],
        { cwd: app, encoding: "utf8", timeout: BUILD_PATIENCE },
      );
      expect(r.status, `tsc found errors (${r.error?.message ?? r.status}):\n${r.stdout}\n${r.stderr}`).toBe(
        0,
      );
    },
    BUILD_PATIENCE,
  );

  test(
    "next start: every page hydrates in Chromium without an error, and the tabs read right to left",
    async () => {
      const nextOrigin = await nextStarted();
      const browser = await chromiumStarted();
      const page = await browser.newPage();
      try {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
        page.on("console", (message) => {
          // the app has no favicon: the browser's own request for one is not the kit's
          if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
            errors.push(`${page.url()}: ${message.text()}`);
        });
        // the register with a filter in its address: the server renders it (initialSearch), the browser hydrates
        // that HTML as it is
        for (const route of [
          "/",
          "/helpers",
          "/assets",
          "/virtual",
          "/register",
          "/register?status=Missing",
        ]) {
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
        await page.close();
      }
    },
    BUILD_PATIENCE,
  );

  test("next build prerenders the server page with server-safe and client components", () => {
    const html = prerendered("index");
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
    const html = prerendered("index");
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
    const helpersHtml = prerendered("helpers");
    const row = (name: string) =>
      new RegExp(
        `data-helper="${name}" data-client-reference="(true|false)"><dt>${name}</dt><dd>([^<]*)</dd>`,
      ).exec(helpersHtml);
    const rendered = (name: string) => row(name)?.[2];
    expect(helpers.length).toBeGreaterThan(20);
    expect(helpers.filter((h) => rendered(h.name) === undefined).map((h) => h.name)).toEqual([]);
    // none reached the server page as a client reference
    expect(helpers.filter((h) => row(h.name)?.[1] !== "false").map((h) => h.name)).toEqual([]);
    // every constant renders on the server as Node reads it from the package (escaped as React writes text)
    const escaped = (text: string) =>
      text.replace(
        /[&<>"']/g,
        (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!,
      );
    const constants = helpers.filter((h) => typeof h.value !== "function");
    expect(constants.length).toBeGreaterThan(3);
    for (const h of constants)
      expect(rendered(h.name), h.name).toBe(
        escaped(typeof h.value === "string" ? h.value : (JSON.stringify(h.value) ?? "")),
      );
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

  test(
    "a server page's DataTable (the README's, typed): cells by format name and from the app's client module, sorted as the URL asks",
    async () => {
      const origin = await nextStarted();
      // a header cell with this aria-sort whose own content (up to its </th>) names the column
      const header = (sort: string, name: string) =>
        new RegExp(`<th[^>]*aria-sort="${sort}"[^>]*>(?:(?!</th>)[\\s\\S])*${name}`);
      const rendered = async (query: string) => {
        const response = await fetch(`${origin}/assets${query}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        return { html, body: html.slice(html.indexOf("<tbody")) };
      };
      // sorted by value, high to low (the query string's "-value"): Generator 3 first
      const byValue = await rendered("?sort=-value");
      expect(byValue.body.indexOf("Generator 3")).toBeGreaterThan(0);
      expect(byValue.body.indexOf("Generator 3")).toBeLessThan(byValue.body.indexOf("Forklift 12"));
      expect(byValue.body).toContain("€1,250.00");
      expect(byValue.body).toMatch(/data-variant="destructive"[^>]*>Missing</);
      expect(byValue.body).toContain("Mar 2, 2026");
      expect(byValue.body).toContain('<code data-cell="tag">OT-10013</code>');
      expect(byValue.html).toMatch(header("descending", "Value"));
      expect(byValue.html).not.toMatch(header("descending", "Asset"));
      // another URL, another order: by name, Z to A (the data comes A to Z); a column the table lacks is ignored
      const byName = await rendered("?sort=-name");
      expect(byName.body.indexOf("Generator 3")).toBeGreaterThan(0);
      expect(byName.body.indexOf("Generator 3")).toBeLessThan(byName.body.indexOf("Forklift 12"));
      expect(byName.html).toMatch(header("descending", "Asset"));
      expect(byName.html).not.toMatch(header("descending", "Value"));
      const unknown = await rendered("?sort=-secret");
      expect(unknown.html).not.toMatch(/aria-sort=/);
    },
    BUILD_PATIENCE,
  );

  test("a server page's DataTable with virtual rows: the HTML has the rows of the view, not an empty body", () => {
    const virtualHtml = prerendered("virtual");
    const body = virtualHtml.slice(virtualHtml.indexOf("<tbody"), virtualHtml.indexOf("</tbody>"));
    // 480 px of 41 px rows: 12 in view and 10 below, of 2,000
    const rows = body.match(/<tr[^>]*data-row-id=/g) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThan(40);
    expect(body).toContain("OT-10000");
    expect(virtualHtml).toContain('aria-rowcount="2001"');
  });

  test(
    "next start renders the Asset register a request names (?page=2&sort=-lastSeen): the shell, loading, sorted as asked",
    async () => {
      const origin = await nextStarted();
      const response = await fetch(`${origin}/register?page=2&sort=-lastSeen`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // the screen asks its (fake) server for the page in the browser: the server HTML is the whole shell with
      // the table in its loading state, its sort the request's
      expect(html).toContain('data-slot="sidebar"');
      expect(html).toContain('aria-label="Search assets"');
      expect(html).toMatch(/<button data-slot="button"[^>]*>[\s\S]{0,1200}?Add asset<\/button>/);
      expect(html).toMatch(/<table data-slot="table"[^>]*aria-label="Assets"[^>]*aria-busy="true"/);
      expect(html).toContain('data-slot="skeleton"');
      expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*data-column-id="lastSeen"/);
      expect(html).not.toMatch(/<th[^>]*aria-sort="ascending"/);
    },
    BUILD_PATIENCE,
  );

  test(
    "next start: the Asset register in Chromium keeps its page and sort in the URL, opens the Ctrl+K palette and adds an asset through its Combobox and DatePicker",
    async () => {
      const origin = await nextStarted();
      const browser = await chromiumStarted();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
            errors.push(message.text());
        });
        const query = () => Object.fromEntries(new URL(page.url()).searchParams);
        const table = page.locator('[data-slot="data-table"] table');
        const ariaSort = (column: string) =>
          table.locator(`th[data-column-id="${column}"]`).getAttribute("aria-sort");
        /** The rows once the server has answered: each row's asset name and last scan, in order. */
        const rows = async () => {
          await expect.poll(() => table.getAttribute("aria-busy")).toBeNull();
          return table.locator("tbody tr[data-row-id]").evaluateAll((trs) =>
            trs.map((tr) => ({
              name: tr.querySelector("[aria-label^='Actions for ']")!.ariaLabel!.slice("Actions for ".length),
              lastSeen: tr.querySelector("time")!.dateTime,
            })),
          );
        };
        const ordered = (values: string[], desc = false) =>
          page.evaluate(
            ({ values, desc }) =>
              values.every(
                (value, i) => i === 0 || (desc ? -1 : 1) * values[i - 1]!.localeCompare(value) <= 0,
              ),
            { values, desc },
          );

        // opened on the page and sort of its address: the server rendered them, the browser keeps them
        await page.goto(`${origin}/register?page=2&sort=-lastSeen`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.getByText("Page 2 of 20").waitFor();
        const second = await rows();
        expect(second).toHaveLength(10);
        expect(
          await ordered(
            second.map((row) => row.lastSeen),
            true,
          ),
        ).toBe(true);
        expect(await ariaSort("lastSeen")).toBe("descending");
        expect(query()).toEqual({ page: "2", sort: "-lastSeen" });

        // a new sort: by name, from its first page; the URL follows
        await table.locator('th[data-column-id="name"] button[data-slot="data-table-sort"]').click();
        await expect.poll(query).toEqual({ sort: "name" });
        await page.getByText("Page 1 of 20").waitFor();
        expect(await ariaSort("name")).toBe("ascending");
        expect(await ariaSort("lastSeen")).toBeNull();
        const first = await rows();
        expect(await ordered(first.map((row) => row.name))).toBe(true);
        // the next page; Back returns to the first
        await page.getByRole("button", { name: "Go to next page" }).click();
        await expect.poll(query).toEqual({ page: "2", sort: "name" });
        await page.getByText("Page 2 of 20").waitFor();
        const next = await rows();
        expect(await ordered([...first, ...next].map((row) => row.name))).toBe(true);
        await page.goBack();
        await expect.poll(query).toEqual({ sort: "name" });
        await page.getByText("Page 1 of 20").waitFor();
        expect((await rows()).map((row) => row.name)).toEqual(first.map((row) => row.name));

        // the command palette, Ctrl+K from anywhere; Escape closes it
        await page.keyboard.press("Control+k");
        const palette = page.getByRole("dialog", { name: "Command palette" });
        await palette.getByRole("option", { name: "Add asset" }).waitFor();
        await page.keyboard.press("Escape");
        await palette.waitFor({ state: "detached" });

        // Add asset: the site from the Location Combobox, the next inspection from the DatePicker's calendar
        await page.getByRole("button", { name: "Add asset" }).click();
        const dialog = page.getByRole("dialog", { name: "Add asset" });
        await dialog.getByRole("textbox", { name: "Tag ID" }).fill("OT-20001");
        await dialog.getByRole("textbox", { name: "Name" }).fill("Cold-chain logger 7");
        await dialog.getByRole("combobox", { name: "Type" }).click();
        await page.getByRole("option", { name: "Generator" }).click();
        const site = dialog.getByRole("combobox", { name: "Location" });
        await site.pressSequentially("united king");
        await page
          .getByRole("listbox", { name: "Location" })
          .getByRole("option", { name: /Leeds clinic/ })
          .click();
        await expect.poll(() => site.inputValue()).toBe("Leeds clinic");
        await dialog.getByRole("button", { name: "Choose date" }).click();
        const calendar = page.getByRole("dialog", { name: "Choose date" });
        await calendar.getByRole("button", { name: "Friday, March 20, 2026" }).click();
        await calendar.waitFor({ state: "detached" });
        expect(await dialog.getByRole("textbox", { name: "Next inspection" }).inputValue()).toBe(
          "03/20/2026",
        );
        await dialog.getByRole("button", { name: "Add asset" }).click();
        await dialog.waitFor({ state: "detached" });
        // the toast confirms it (its words are also in the live region that announces it)
        await page
          .locator('[data-slot="toast-description"]', {
            hasText:
              "Cold-chain logger 7 (OT-20001) is now tracked at Leeds clinic. Next inspection 20 Mar 2026.",
          })
          .waitFor();
        await page.getByText("201 assets across your sites").waitFor();
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    BUILD_PATIENCE,
  );
});
