"use client";

import {
  BarChart3Icon,
  BellIcon,
  BoxesIcon,
  ClipboardCheckIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  LogOutIcon,
  MapPinIcon,
  MoreHorizontalIcon,
  PlusIcon,
  SearchIcon,
  SearchXIcon,
  SettingsIcon,
  Trash2Icon,
  UserIcon,
} from "lucide-react";
import * as React from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/alert-dialog/index.js";
import { Avatar, AvatarFallback, initials } from "../../components/avatar/index.js";
import { Badge } from "../../components/badge/index.js";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "../../components/breadcrumb/index.js";
import { Button } from "../../components/button/index.js";
import {
  DataTable,
  createDataTableColumnHelper,
  useDataTableUrlState,
  type DataTableColumnFiltersState,
  type DataTableSelection,
} from "../../components/data-table/index.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/dropdown-menu/index.js";
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from "../../components/empty/index.js";
import { InputGroup, InputGroupAddon, InputGroupInput } from "../../components/input-group/index.js";
import { Kbd, matchesShortcut } from "../../components/kbd/index.js";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/select/index.js";
import { Separator } from "../../components/separator/index.js";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
} from "../../components/sidebar/index.js";
import { Skeleton } from "../../components/skeleton/index.js";
import { useFocusAfterRemoval } from "../../components/table/index.js";
import { Toaster, toast } from "../../components/toast/index.js";
import { Heading, Text } from "../../components/typography/index.js";
import { AddAssetDialog, TakenTagError, type NewAsset } from "./add-asset-dialog.js";
import { AssetPalette, type PaletteDestination } from "./asset-palette.js";
import { ASSET_STATUSES, REGISTER_NOW, type AssetStatus, type RegisterAsset } from "./assets.js";
import { AssetApiError, createAssetApi, type AssetPage, type AssetQuery } from "./fake-api.js";

const statusVariant = {
  "In use": "default",
  Available: "secondary",
  Maintenance: "outline",
  Missing: "destructive",
} as const satisfies Record<AssetStatus, string>;

// UTC, so a story looks the same in every time zone
const lastSeenFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
const inspectionFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

const workspace = [
  { label: "Dashboard", href: "#dashboard", icon: LayoutDashboardIcon },
  { label: "Assets", href: "#assets", icon: BoxesIcon, current: true },
  { label: "Live map", href: "#live-map", icon: MapPinIcon },
  { label: "Audits", href: "#audits", icon: ClipboardCheckIcon },
  { label: "Alerts", href: "#alerts", icon: BellIcon },
  { label: "Reports", href: "#reports", icon: BarChart3Icon },
] as const satisfies readonly PaletteDestination[];
const admin = [
  { label: "Settings", href: "#settings", icon: SettingsIcon },
  { label: "Help", href: "#help", icon: LifeBuoyIcon },
] as const satisfies readonly PaletteDestination[];
// the sidebar's destinations are the palette's too
const destinations: readonly PaletteDestination[] = [...workspace, ...admin];

/** The columns the URL may sort by (the URL is user input). */
const SORTABLE = ["id", "name", "type", "location", "status", "lastSeen"] as const;
/** The column filters the URL may hold (`?status=Missing`), and their values. */
const FILTERABLE = { status: ASSET_STATUSES };

export type RegisterUser = { name: string; email: string };

/** What the delete confirmation asks about: a row's asset, or the selected rows. */
type DeleteRequest = { asset: RegisterAsset } | { selection: DataTableSelection<RegisterAsset> };

function NavLinks({ items }: { items: readonly PaletteDestination[] }) {
  return (
    <SidebarMenu>
      {items.map((item) => (
        <SidebarMenuItem key={item.label}>
          <SidebarMenuButton asChild isActive={item.current === true} tooltip={item.label}>
            <a href={item.href}>
              <item.icon aria-hidden />
              <span>{item.label}</span>
            </a>
          </SidebarMenuButton>
        </SidebarMenuItem>
      ))}
    </SidebarMenu>
  );
}

/**
 * Orbitag's planet-and-orbit mark, the drawing of the marketing site's logo (packages/site/app/assets/
 * logo-mark.svg), in the theme's colours so it holds in dark mode too. Decorative next to the name.
 */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0 text-primary-foreground">
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <ellipse
        cx="32"
        cy="32"
        rx="22"
        ry="10"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.75"
        strokeWidth="3.5"
        transform="rotate(-30 32 32)"
      />
      <circle cx="32" cy="32" r="8" fill="currentColor" />
      <circle cx="49" cy="21" r="4.5" fill="currentColor" />
    </svg>
  );
}

/** The app's navigation: the kit's Sidebar (a rail of icons when collapsed, a Sheet on a phone). */
function AppSidebar() {
  return (
    <Sidebar mobileDescription="Go to another part of Orbitag.">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip="Orbitag">
              <a href="#dashboard">
                {/* in a box of its own: a menu button sizes its direct icons to 16 px */}
                <span className="flex size-8 shrink-0">
                  <LogoMark />
                </span>
                <span className="text-base font-semibold tracking-tight">Orbitag</span>
              </a>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Northwind Logistics</SidebarGroupLabel>
          <SidebarGroupContent>
            <NavLinks items={workspace} />
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <NavLinks items={admin} />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}

function AccountMenu({ user }: { user: RegisterUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5">
          <Avatar size="sm" aria-hidden="true">
            <AvatarFallback>{initials(user.name)}</AvatarFallback>
          </Avatar>
          {/* the button's name on every width; shown next to the avatar where there is room */}
          <span className="sr-only text-sm font-medium @3xl:not-sr-only">{user.name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="text-sm text-foreground">{user.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem>
          <SettingsIcon aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const col = createDataTableColumnHelper<RegisterAsset>();

function LastSeen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{lastSeenFormat.format(new Date(iso))}</time>;
}

/**
 * The columns. Widths above what their values need (rem for the short values, shares of the table for type and
 * location; the name takes the rest), so the columns stay put when a sort or a page brings other values. On a
 * narrow table (a phone) the priorities leave name, status and the row's actions, with the last scan folded in
 * under the name; tag, type and location are for wider layouts (the tag is also in the row's menu, and the
 * search finds by all of them).
 */
function assetColumns(onDelete: (asset: RegisterAsset) => void) {
  return col.columns([
    col.accessor("id", {
      header: "Tag ID",
      meta: {
        priority: 3,
        headerClassName: "w-28",
        cellClassName: "font-mono text-xs text-muted-foreground",
      },
    }),
    col.accessor("name", {
      header: "Name",
      // the first load's rows as tall as these: the name and, where Last seen gives way, its line
      meta: {
        rowHeader: true,
        skeleton: (
          <span className="flex flex-col gap-1 py-0.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-24 @xl:hidden" />
          </span>
        ),
      },
      cell: ({ row }) => (
        <>
          {row.original.name}
          {/* folded in where the Last seen column gives way */}
          <span className="block text-xs font-normal text-muted-foreground tabular-nums @xl:hidden">
            Seen <LastSeen iso={row.original.lastSeen} />
          </span>
        </>
      ),
    }),
    col.accessor("type", { header: "Type", meta: { priority: 3, headerClassName: "w-[14%]" } }),
    col.accessor("location", { header: "Location", meta: { priority: 3, headerClassName: "w-[14%]" } }),
    col.accessor("status", {
      header: "Status",
      meta: { headerClassName: "w-32", skeleton: "badge" },
      cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge>,
    }),
    col.accessor("lastSeen", {
      header: "Last seen",
      meta: { priority: 2, headerClassName: "w-44", cellClassName: "tabular-nums text-muted-foreground" },
      cell: (info) => <LastSeen iso={info.getValue()} />,
    }),
    col.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: {
        align: "end",
        label: "Actions",
        headerClassName: "w-14",
        skeleton: <Skeleton className="ms-auto size-8" />,
      },
      cell: ({ row }) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${row.original.name}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{row.original.id}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(row.original)}>
              <Trash2Icon aria-hidden="true" />
              Delete asset
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    }),
  ]);
}

export type AssetRegisterProps = {
  /** The assets the fake server holds at first (it keeps its own copy: adds and deletes do not change this). */
  assets: RegisterAsset[];
  /**
   * Milliseconds the fake server takes to answer; `Infinity` never answers (the loading state).
   * @default 300
   */
  latency?: number;
  /**
   * While true, the fake server answers every request with a 503 (the error state and its retry).
   * @default false
   */
  failRequests?: boolean;
  /**
   * The signed-in user in the header.
   * @default Ada Lovelace
   */
  user?: RegisterUser;
  /**
   * "Now": stamped as the last scan of an added asset, and the first day of a next inspection (fixed, so
   * stories stay stable).
   * @default REGISTER_NOW
   */
  now?: string;
  /**
   * Milliseconds a toast stays before it closes itself (`Infinity`: until dismissed).
   * @default 5000
   */
  toastDuration?: number;
  /**
   * The query string the page was requested with (Next.js: built from `searchParams`), so the server renders
   * the status, search, page and sort it names and the browser hydrates that same HTML.
   * @default ""
   */
  initialSearch?: string;
};

const SEARCH_SHORTCUT = "/";

/** The status filter among the table's column filters. */
function statusOf(columnFilters: DataTableColumnFiltersState): AssetStatus | "all" {
  return (columnFilters.find((filter) => filter.id === "status")?.value as AssetStatus | undefined) ?? "all";
}

/** What the page count depends on: a count answered for other filters says nothing of these. */
const filtersKey = (search: string, status: AssetStatus | "all", pageSize: number) =>
  JSON.stringify([search, status, pageSize]);

/**
 * The Orbitag app's asset register, composed from the kit alone: the Sidebar (a Sheet on a phone), a header
 * with the command palette (CommandDialog, Command+K / Ctrl+K) and the account menu, the DataTable paged,
 * sorted and filtered by a (fake) server with its page, sort and filters in the URL, its toolbar holding the
 * filters (InputGroup search with a Kbd hint, status Select), the Columns menu and a CSV export of every
 * matching asset; loading and error states with a retry, Empty states, "Add asset" (a form with a DatePicker),
 * a confirmed delete, bulk actions on the selected rows ("Mark missing", a confirmed "Delete"), toasts. The sidebar's state is kept in the kit's cookie.
 */
export function AssetRegister({
  assets: initialAssets,
  latency = 300,
  failRequests = false,
  user = { name: "Ada Lovelace", email: "ada@northwind.example" },
  now = REGISTER_NOW,
  toastDuration = 5000,
  initialSearch = "",
}: AssetRegisterProps) {
  // the fake server (one per set of assets) keeps what is added and deleted
  const api = React.useMemo(() => createAssetApi(initialAssets), [initialAssets]);
  // Storybook's controls take effect at the next request; before the first request's effect below
  React.useEffect(() => {
    api.configure({ latency, failing: failRequests });
  }, [api, latency, failRequests]);
  const today = React.useMemo(() => {
    const date = new Date(now);
    return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }, [now]);

  // the last answer, and the filters it answered: the pages it counts clamp the URL's page (Back to page 3
  // of all assets from page 1 of the missing ones must not be clamped by the missing ones' count)
  const [page, setPage] = React.useState<AssetPage & { filters: string }>();
  const url = useDataTableUrlState({
    sortable: SORTABLE,
    filterable: FILTERABLE,
    initialSearch,
    pageCount: (state) =>
      page?.filters ===
      filtersKey(state.globalFilter, statusOf(state.columnFilters), state.pagination.pageSize)
        ? Math.ceil(page.total / state.pagination.pageSize)
        : undefined,
  });
  const status = statusOf(url.columnFilters);
  const setStatus = (next: AssetStatus | "all") =>
    url.onColumnFiltersChange(next === "all" ? [] : [{ id: "status", value: next }]);
  const search = url.globalFilter;
  // bumped after a change on the server (add, delete) and by "Try again": the same question asked anew
  const [version, setVersion] = React.useState(0);
  const query: AssetQuery = React.useMemo(
    () => ({ pagination: url.pagination, sorting: url.sorting, search, status }),
    [url.pagination, url.sorting, search, status],
  );
  const key = JSON.stringify([query, version]);
  const [outcome, setOutcome] = React.useState<{ key: string; failed?: string }>();

  React.useEffect(() => {
    // only the answer to the latest question counts (a slow page 2 must not land after page 3): the one before
    // is abandoned, so a server that honours the signal stops working on it
    const request = new AbortController();
    api.list(query, { signal: request.signal }).then(
      (result) => {
        if (request.signal.aborted) return;
        setPage({
          ...result,
          filters: filtersKey(query.search, query.status, query.pagination.pageSize),
        });
        setOutcome({ key });
      },
      (error: Error) => !request.signal.aborted && setOutcome({ key, failed: error.message }),
    );
    return () => {
      request.abort();
    };
  }, [api, query, key]);
  const answered = outcome?.key === key;

  const [addOpen, setAddOpen] = React.useState(false);
  // the button that opened "Add asset" (the header's or the empty state's): focus returns to it
  const addOpener = React.useRef<HTMLElement | null>(null);
  const openAdd = (opener: HTMLElement | null) => {
    addOpener.current = opener;
    setAddOpen(true);
  };
  // what the delete confirmation asks about (a row's asset or the selected rows), as data: what it says and
  // does is worked out at each render, with this render's server. It stays set while the confirmation closes,
  // so its title does not change mid-animation
  const [deleting, setDeleting] = React.useState<DeleteRequest | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const confirmDelete = React.useCallback((request: DeleteRequest) => {
    setDeleting(request);
    setConfirmOpen(true);
  }, []);
  const searchRef = React.useRef<HTMLInputElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  // the confirmation hands the focus back to the row's menu button (the kit's dialogs do, through the menu);
  // when the server has deleted the row, it moves on to the next row's, or to the search when none is left
  useFocusAfterRemoval(rootRef, { fallback: searchRef });

  const columns = React.useMemo(() => assetColumns((asset) => confirmDelete({ asset })), [confirmDelete]);
  const filtered = search.trim() !== "" || status !== "all";

  // "/" puts the caret in the search box, unless the reader is typing somewhere
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true], [role=dialog]")) return;
      if (!matchesShortcut(event, SEARCH_SHORTCUT)) return;
      // the search is hidden while the bar of bulk actions has its place: the key is left to the page
      if (!searchRef.current?.checkVisibility({ visibilityProperty: true })) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const add = async (fields: NewAsset) => {
    try {
      await api.add({ ...fields, status: "Available", lastSeen: now });
    } catch (error) {
      if (error instanceof AssetApiError && error.status === 409) throw new TakenTagError(error.message);
      throw error;
    }
    setVersion((n) => n + 1);
    toast({
      title: "Asset added",
      description:
        `${fields.name} (${fields.id}) is now tracked at ${fields.location}.` +
        (fields.nextInspection
          ? ` Next inspection ${inspectionFormat.format(new Date(fields.nextInspection))}.`
          : ""),
    });
  };

  // rejects on failure: the confirmation stays open (the kit's async action) and says why in a toast
  const remove = async (asset: RegisterAsset) => {
    await api.remove(asset.id);
    setVersion((n) => n + 1);
    toast({
      title: "Asset deleted",
      description: `${asset.name} (${asset.id}) was removed from the register.`,
    });
  };

  const count = (ids: readonly string[]) => (ids.length === 1 ? "1 asset" : `${ids.length} assets`);

  const markMissing = async ({ ids, clear }: DataTableSelection<RegisterAsset>) => {
    try {
      await api.setStatus(ids, "Missing");
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Assets not marked missing",
        description: `${count(ids)} kept their status: ${(error as Error).message}`,
      });
      return;
    }
    clear();
    setVersion((n) => n + 1);
    toast({ title: "Marked missing", description: `${count(ids)} marked missing.` });
  };

  // rejects on failure, as `remove` does
  const removeSelected = async ({ ids, clear }: DataTableSelection<RegisterAsset>) => {
    await api.remove(ids);
    clear();
    setVersion((n) => n + 1);
    toast({ title: "Assets deleted", description: `${count(ids)} removed from the register.` });
  };

  // what the delete confirmation says, and does (it rejects when the server refuses: the dialog stays open)
  const confirmation = !deleting
    ? null
    : "asset" in deleting
      ? {
          title: `Delete ${deleting.asset.name}?`,
          description: `Tag ${deleting.asset.id} stops reporting to this register. Its scan history is kept for audits.`,
          action: "Delete asset",
          run: () => remove(deleting.asset),
          failed: (reason: string) => ({
            variant: "destructive" as const,
            title: "Asset not deleted",
            description: `${deleting.asset.name} (${deleting.asset.id}) is still in the register: ${reason}`,
          }),
        }
      : {
          title: `Delete ${count(deleting.selection.ids)}?`,
          description: "Their tags stop reporting to this register. Their scan history is kept for audits.",
          action: "Delete assets",
          run: () => removeSelected(deleting.selection),
          failed: (reason: string) => ({
            variant: "destructive" as const,
            title: "Assets not deleted",
            description: `They are still in the register: ${reason}`,
          }),
        };

  const clearFilters = () => {
    // one history entry, on page 1 (the URL state's rule for filters)
    url.onGlobalFilterChange("");
    setStatus("all");
    searchRef.current?.focus();
  };

  const addButton = (
    <Button onClick={(event) => openAdd(event.currentTarget)}>
      <PlusIcon aria-hidden="true" />
      Add asset
    </Button>
  );

  return (
    // the sidebar's state is kept in the kit's cookie across reloads, as in the app (the stories clear it)
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset
        ref={rootRef}
        data-slot="asset-register"
        className="@container min-w-0 bg-background text-foreground"
      >
        {/* as tall as the sidebar's header (its large logo button), as short as the rail's when collapsed */}
        <header className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-4 transition-[height] ease-standard group-has-data-[collapsible=icon]/sidebar-wrapper:h-12 @3xl:px-6">
          <SidebarTrigger />
          <Separator orientation="vertical" className="h-4 self-center" />
          <Breadcrumb>
            <BreadcrumbList>
              <BreadcrumbItem className="hidden @xl:inline-flex">
                <BreadcrumbLink href="#workspace">Northwind Logistics</BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator className="hidden @xl:inline-flex" />
              <BreadcrumbItem>
                <BreadcrumbPage>Assets</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <div className="ms-auto flex items-center gap-2">
            <AssetPalette
              api={api}
              version={version}
              destinations={destinations}
              status={status}
              onStatusChange={setStatus}
              onSearch={(text) => {
                url.onGlobalFilterChange(text);
                setStatus("all");
              }}
              onAdd={openAdd}
              filtered={filtered}
              onClearFilters={clearFilters}
              onFocusSearch={() => searchRef.current?.focus()}
              searchShortcut={SEARCH_SHORTCUT}
            />
            <AccountMenu user={user} />
          </div>
        </header>

        <div className="flex flex-1 flex-col gap-6 px-4 py-6 @3xl:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Heading level={1} size="md">
                Assets
              </Heading>
              {page ? (
                <Text variant="small">
                  {page.all === 1 ? "1 asset" : `${page.all} assets`} across your sites
                </Text>
              ) : (
                <Skeleton className="h-5 w-48" />
              )}
            </div>
            {addButton}
          </div>

          <DataTable
            label="Assets"
            columns={columns}
            data={page?.rows ?? []}
            getRowId={(asset) => asset.id}
            getRowLabel={(asset) => asset.name}
            enableRowSelection
            manualPagination
            manualSorting
            manualFiltering
            rowCount={page?.total}
            // page, sort, search and the status filter, from and to the URL
            {...url}
            loading={!answered}
            error={
              answered && outcome.failed ? `The assets could not be loaded: ${outcome.failed}` : undefined
            }
            onRetry={() => setVersion((n) => n + 1)}
            // the filters are the toolbar's: the bar of bulk actions takes their place while rows are selected
            toolbar={
              <div
                role="search"
                aria-label="Filter assets"
                className="flex w-full flex-col gap-3 @xl:w-auto @xl:flex-1 @xl:flex-row @xl:items-center"
              >
                <InputGroup className="@xl:max-w-xs @xl:flex-1">
                  <InputGroupAddon>
                    <SearchIcon aria-hidden="true" />
                  </InputGroupAddon>
                  <InputGroupInput
                    ref={searchRef}
                    type="search"
                    aria-label="Search assets"
                    aria-keyshortcuts={SEARCH_SHORTCUT}
                    placeholder="Search tag, name, type, location"
                    value={search}
                    onChange={(event) => url.onGlobalFilterChange(event.target.value)}
                  />
                  <InputGroupAddon align="inline-end" className="hidden @xl:flex">
                    <Kbd aria-hidden="true">{SEARCH_SHORTCUT}</Kbd>
                  </InputGroupAddon>
                </InputGroup>
                {/* on a phone the status and its Clear share a line, the list as wide as the rest leaves */}
                <div className="flex gap-2 @xl:contents">
                  <Select value={status} onValueChange={(value) => setStatus(value as AssetStatus | "all")}>
                    <SelectTrigger aria-label="Status" className="min-w-0 flex-1 @xl:w-44 @xl:flex-none">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="all">All statuses</SelectItem>
                      {ASSET_STATUSES.map((value) => (
                        <SelectItem key={value} value={value}>
                          {value}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {filtered ? (
                    <Button variant="ghost" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  ) : null}
                </div>
              </div>
            }
            columnsMenu
            exportable
            // every asset the filters match, in the table's order, from the server: not only the page shown
            exportRows={({ signal }) =>
              api
                // one page of every row (as virtual rows count them): not the last answer's total, which may
                // be for other filters; abandoned with the table
                .list(
                  { ...query, pagination: { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER } },
                  { signal },
                )
                .then((all) => all.rows)
            }
            onExportError={(error) =>
              toast({
                variant: "destructive",
                title: "Assets not exported",
                description: `No file was written: ${(error as Error).message}`,
              })
            }
            bulkActions={(selection) => (
              <>
                <Button variant="outline" size="sm" onClick={() => void markMissing(selection)}>
                  <SearchXIcon aria-hidden="true" />
                  Mark missing
                </Button>
                <Button variant="destructive" size="sm" onClick={() => confirmDelete({ selection })}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </>
            )}
            emptyState={
              filtered ? (
                // replaces the results after a search: announced
                <Empty role="status">
                  <EmptyHeader>
                    <EmptyMedia variant="icon">
                      <SearchXIcon />
                    </EmptyMedia>
                    <EmptyTitle level={2}>No assets match your filters</EmptyTitle>
                    <EmptyDescription>Try another search or status.</EmptyDescription>
                  </EmptyHeader>
                  <EmptyContent>
                    <Button variant="outline" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  </EmptyContent>
                </Empty>
              ) : (
                <Empty>
                  <EmptyHeader>
                    <EmptyMedia variant="icon">
                      <BoxesIcon />
                    </EmptyMedia>
                    <EmptyTitle level={2}>No assets yet</EmptyTitle>
                    <EmptyDescription>Add your first asset to start tracking it.</EmptyDescription>
                  </EmptyHeader>
                  <EmptyContent>
                    <Button variant="outline" onClick={(event) => openAdd(event.currentTarget)}>
                      <PlusIcon aria-hidden="true" />
                      Add your first asset
                    </Button>
                  </EmptyContent>
                </Empty>
              )
            }
          />
        </div>

        <AddAssetDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          onAdd={add}
          today={today}
          finalFocus={addOpener}
        />
        <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{confirmation?.title}</AlertDialogTitle>
              <AlertDialogDescription>{confirmation?.description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                loadingText="Deleting…"
                onClick={() => confirmation?.run()}
                onError={(error) => confirmation && toast(confirmation.failed((error as Error).message))}
              >
                {confirmation?.action}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Toaster duration={toastDuration} />
      </SidebarInset>
    </SidebarProvider>
  );
}
