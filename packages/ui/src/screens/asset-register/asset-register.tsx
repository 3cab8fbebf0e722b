"use client";

import {
  BarChart3Icon,
  BellIcon,
  BoxesIcon,
  ClipboardCheckIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MapPinIcon,
  MenuIcon,
  MoreHorizontalIcon,
  SearchIcon,
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
import { DataTable, createDataTableColumnHelper } from "../../components/data-table/index.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/dropdown-menu/index.js";
import { Input } from "../../components/input/index.js";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/select/index.js";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "../../components/sheet/index.js";
import { Skeleton } from "../../components/skeleton/index.js";
import { Toaster, toast } from "../../components/toast/index.js";
import { AddAssetDialog } from "./add-asset-dialog.js";
import { ASSET_STATUSES, REGISTER_NOW, type AssetStatus, type RegisterAsset } from "./assets.js";

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

const navigation = [
  { label: "Dashboard", icon: LayoutDashboardIcon },
  { label: "Assets", icon: BoxesIcon, current: true },
  { label: "Live map", icon: MapPinIcon },
  { label: "Audits", icon: ClipboardCheckIcon },
  { label: "Alerts", icon: BellIcon },
  { label: "Reports", icon: BarChart3Icon },
] as const;

export type RegisterUser = { name: string; email: string };

/** The app's navigation: a column of links, the current page marked with `aria-current`. */
function Navigation() {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {navigation.map((item) => (
        <Button
          key={item.label}
          asChild
          variant={"current" in item ? "secondary" : "ghost"}
          className="justify-start"
        >
          <a
            href={`#${item.label.toLowerCase().replace(" ", "-")}`}
            aria-current={"current" in item ? "page" : undefined}
          >
            <item.icon aria-hidden="true" />
            {item.label}
          </a>
        </Button>
      ))}
    </nav>
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

function Brand() {
  return (
    <span className="flex items-center gap-2 text-base font-semibold tracking-tight">
      <LogoMark />
      Orbitag
    </span>
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
      meta: { rowHeader: true },
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
      filterFn: "equalsString",
      meta: { headerClassName: "w-32" },
      cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge>,
    }),
    col.accessor("lastSeen", {
      header: "Last seen",
      sortFn: "text",
      enableGlobalFilter: false,
      meta: { priority: 2, headerClassName: "w-44", cellClassName: "tabular-nums text-muted-foreground" },
      cell: (info) => <LastSeen iso={info.getValue()} />,
    }),
    col.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: "end", label: "Actions", headerClassName: "w-14" },
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
  /** The assets the register starts with. */
  assets: RegisterAsset[];
  /** Shows skeletons in place of the list (data on its way). Default: false. */
  loading?: boolean;
  /** The signed-in user in the header. Default: Ada Lovelace. */
  user?: RegisterUser;
  /** "Now", stamped as the last scan of an added asset (fixed, so stories stay stable). Default: REGISTER_NOW. */
  now?: string;
};

/**
 * The Orbitag app's asset register, composed from the kit alone: sidebar navigation (a Sheet on a phone),
 * a header with the account menu, a filter bar, the DataTable, "Add asset" and a confirmed delete, toasts.
 * The layout follows its own width (container queries), so it fits any frame it is put in.
 */
export function AssetRegister({
  assets: initialAssets,
  loading = false,
  user = { name: "Ada Lovelace", email: "ada@northwind.example" },
  now = REGISTER_NOW,
}: AssetRegisterProps) {
  const [assets, setAssets] = React.useState(initialAssets);
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState<AssetStatus | "all">("all");
  // the asset to delete stays set while the confirmation closes (its title does not blank mid-animation)
  const [pendingDelete, setPendingDelete] = React.useState<RegisterAsset | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const searchRef = React.useRef<HTMLInputElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const deletedId = React.useRef<string | null>(null);

  const takenIds = React.useMemo(() => new Set(assets.map((asset) => asset.id)), [assets]);
  const columns = React.useMemo(
    () =>
      assetColumns((asset) => {
        setPendingDelete(asset);
        setConfirmOpen(true);
      }),
    [],
  );
  const columnFilters = React.useMemo(
    () => (status === "all" ? [] : [{ id: "status", value: status }]),
    [status],
  );
  const filtered = search.trim() !== "" || status !== "all";

  const add = (fields: Pick<RegisterAsset, "id" | "name" | "type" | "location">) => {
    // newest first, so it is on the first page of an unsorted list
    setAssets((current) => [{ ...fields, status: "Available", lastSeen: now }, ...current]);
    toast({
      title: "Asset added",
      description: `${fields.name} (${fields.id}) is now tracked at ${fields.location}.`,
    });
  };

  const remove = (asset: RegisterAsset) => {
    deletedId.current = asset.id;
    setAssets((current) => current.filter((a) => a.id !== asset.id));
    toast({
      title: "Asset deleted",
      description: `${asset.name} (${asset.id}) was removed from the register.`,
    });
  };

  const clearFilters = () => {
    setSearch("");
    setStatus("all");
    searchRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      data-slot="asset-register"
      className="@container min-h-svh bg-background text-foreground"
    >
      <div className="flex min-h-svh">
        <aside className="hidden w-60 shrink-0 border-e border-border bg-muted/40 @3xl:block">
          {/* the column runs the page's full height; its content stays in view while the list scrolls */}
          <div className="sticky top-0 flex flex-col gap-6 px-3 py-4">
            <div className="px-2">
              <Brand />
            </div>
            <Navigation />
          </div>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-14 items-center gap-2 border-b border-border px-4 @3xl:px-6">
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="@3xl:hidden" aria-label="Open navigation">
                  <MenuIcon aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="w-72">
                <SheetHeader>
                  <SheetTitle>
                    <Brand />
                  </SheetTitle>
                  <SheetDescription className="sr-only">Go to another part of Orbitag.</SheetDescription>
                </SheetHeader>
                <div className="px-4">
                  <Navigation />
                </div>
              </SheetContent>
            </Sheet>
            <span className="@3xl:hidden">
              <Brand />
            </span>
            <Breadcrumb className="hidden @3xl:block">
              <BreadcrumbList>
                <BreadcrumbItem>
                  <BreadcrumbLink href="#workspace">Northwind Logistics</BreadcrumbLink>
                </BreadcrumbItem>
                <BreadcrumbSeparator />
                <BreadcrumbItem>
                  <BreadcrumbPage>Assets</BreadcrumbPage>
                </BreadcrumbItem>
              </BreadcrumbList>
            </Breadcrumb>
            <div className="ms-auto">
              <AccountMenu user={user} />
            </div>
          </header>

          <main className="flex flex-1 flex-col gap-6 px-4 py-6 @3xl:px-6">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="flex flex-col gap-1">
                <h1 className="text-2xl font-semibold tracking-tight">Assets</h1>
                {loading ? (
                  <Skeleton className="h-5 w-48" />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {assets.length === 1 ? "1 asset" : `${assets.length} assets`} across your sites
                  </p>
                )}
              </div>
              <AddAssetDialog takenIds={takenIds} onAdd={add} />
            </div>

            <div
              role="search"
              aria-label="Filter assets"
              className="flex flex-col gap-3 @xl:flex-row @xl:items-center"
            >
              <div className="relative @xl:max-w-xs @xl:flex-1">
                <SearchIcon
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  ref={searchRef}
                  type="search"
                  aria-label="Search assets"
                  placeholder="Search tag, name, type, location"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="ps-9"
                />
              </div>
              <Select value={status} onValueChange={(value) => setStatus(value as AssetStatus | "all")}>
                <SelectTrigger aria-label="Status" className="@xl:w-44">
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
                <Button variant="ghost" onClick={clearFilters} className="self-start @xl:self-auto">
                  Clear filters
                </Button>
              ) : null}
            </div>

            <DataTable
              label="Assets"
              columns={columns}
              data={assets}
              loading={loading}
              getRowId={(asset) => asset.id}
              getRowLabel={(asset) => asset.name}
              enableRowSelection
              globalFilter={search}
              columnFilters={columnFilters}
              pageSize={10}
              emptyState={
                filtered ? (
                  <span className="flex flex-col items-center gap-1">
                    <span className="font-medium text-foreground">No assets match your filters</span>
                    <span>Try another search or status.</span>
                  </span>
                ) : (
                  <span className="flex flex-col items-center gap-1">
                    <span className="font-medium text-foreground">No assets yet</span>
                    <span>Add your first asset to start tracking it.</span>
                  </span>
                )
              }
            />
          </main>
        </div>
      </div>

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // the menu that opened the dialog is gone: back to the row's menu button, or (the row deleted) to
            // the search, never to <body>
            event.preventDefault();
            const rowButton = rootRef.current?.querySelector<HTMLElement>(
              `tr[data-row-id="${pendingDelete?.id}"] [data-slot=dropdown-menu-trigger]`,
            );
            if (deletedId.current !== pendingDelete?.id && rowButton) rowButton.focus();
            else searchRef.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {pendingDelete?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Tag {pendingDelete?.id} stops reporting to this register. Its scan history is kept for audits.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => pendingDelete && remove(pendingDelete)}>
              Delete asset
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Toaster />
    </div>
  );
}
