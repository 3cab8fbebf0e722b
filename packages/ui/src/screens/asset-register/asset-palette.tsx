"use client";

import {
  FunnelXIcon,
  ListFilterIcon,
  PlusIcon,
  SearchIcon,
  SearchXIcon,
  TagIcon,
  TextSearchIcon,
} from "lucide-react";
import * as React from "react";
import { Alert, AlertDescription } from "../../components/alert/index.js";
import { Badge } from "../../components/badge/index.js";
import {
  CommandDialog,
  CommandDialogContent,
  CommandDialogTrigger,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
  CommandShortcut,
} from "../../components/command/index.js";
import { matchesComboboxSearch } from "../../components/combobox/index.js";
import {
  Empty,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from "../../components/empty/index.js";
import { Kbd } from "../../components/kbd/index.js";
import { ASSET_STATUSES, type AssetStatus } from "./assets.js";
import type { AssetApi, AssetPage } from "./fake-api.js";

/** A place the sidebar links to; `current` is the page on screen. */
export type PaletteDestination = {
  label: string;
  href: string;
  icon: React.ComponentType<{ "aria-hidden"?: boolean }>;
  current?: boolean;
};

/** The assets a lookup shows at most; "Show all" filters the table on the rest. */
const LOOKUP_SIZE = 5;

export type AssetPaletteProps = {
  /** The register's (fake) server: the lookup asks it, as the table does. */
  api: AssetApi;
  /** Bumped after an add or a delete: an open lookup asks again. */
  version: number;
  /** The sidebar's destinations. */
  destinations: readonly PaletteDestination[];
  /** The table's status filter. */
  status: AssetStatus | "all";
  /** Sets the table's status filter, as the status Select does. */
  onStatusChange: (status: AssetStatus | "all") => void;
  /** Filters the table on a search (an asset's tag ID, or the text typed), every status. */
  onSearch: (text: string) => void;
  /** Opens "Add asset"; the focus goes back to `opener` when it closes. */
  onAdd: (opener: HTMLElement | null) => void;
  /** Whether a search or a status filter narrows the table. */
  filtered: boolean;
  /** Clears the search and the status filter. */
  onClearFilters: () => void;
  /** Puts the caret in the filter bar's search. */
  onFocusSearch: () => void;
  /** The filter bar search's own shortcut, shown next to the command that focuses it. */
  searchShortcut: string;
};

type Lookup = { key: string; page?: AssetPage; failed?: string };

/**
 * Every word typed appears in the item (the Combobox's rule, as the server's search finds text in a field):
 * a loose fuzzy match ("add" in "Go to Dashboard") would otherwise be the first active item, since cmdk keeps
 * its groups in the order written. Matches keep that order.
 */
const paletteFilter = (value: string, search: string, keywords: string[] = []) =>
  matchesComboboxSearch({ value, label: value, keywords }, search) ? 1 : 0;

/**
 * The register's command palette (the kit's CommandDialog: Command+K on a Mac, Ctrl+K elsewhere, or the header's
 * "Search…" button): the sidebar's destinations, the screen's actions, the status filters and a lookup of
 * assets by tag ID or name on the same server the table asks.
 */
export function AssetPalette({
  api,
  version,
  destinations,
  status,
  onStatusChange,
  onSearch,
  onAdd,
  filtered,
  onClearFilters,
  onFocusSearch,
  searchShortcut,
}: AssetPaletteProps) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const [lookup, setLookup] = React.useState<Lookup>();
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  // what had the focus when the palette opened (the trigger, a field, else nothing): "Add asset" returns there
  const opener = React.useRef<HTMLElement | null>(null);
  // a command that moves the focus runs once the palette has let it go (its focus trap ends as it closes)
  const afterClose = React.useRef<(() => void) | null>(null);

  const changeOpen = (next: boolean) => {
    if (next) {
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? active : triggerRef.current;
      // a new search: nothing of the last one shows
      setSearch("");
      setLookup(undefined);
    }
    setOpen(next);
  };
  React.useEffect(() => {
    if (open || !afterClose.current) return;
    const run = afterClose.current;
    afterClose.current = null;
    run();
  }, [open]);

  // the lookup: one page of the server's answer to the text typed; only the answer to the latest text counts
  const needle = search.trim();
  const key = JSON.stringify([needle, version]);
  React.useEffect(() => {
    if (!open || !needle) return;
    // the lookup for the text before this key is abandoned
    const request = new AbortController();
    api
      .list(
        { pagination: { pageIndex: 0, pageSize: LOOKUP_SIZE }, sorting: [], search: needle, status: "all" },
        { signal: request.signal },
      )
      .then(
        (page) => !request.signal.aborted && setLookup({ key, page }),
        (error: Error) => !request.signal.aborted && setLookup({ key, failed: error.message }),
      );
    return () => {
      request.abort();
    };
  }, [api, open, needle, key]);
  const pending = needle !== "" && lookup?.key !== key;
  // the last answer stays while the next one loads (the list does not empty at every key); cmdk's filter
  // hides what no longer matches
  const found = needle !== "" ? lookup?.page : undefined;
  const failed = !pending && needle !== "" ? lookup?.failed : undefined;

  return (
    <CommandDialog open={open} onOpenChange={changeOpen}>
      <CommandDialogTrigger
        ref={triggerRef}
        // a compact button on a narrow screen, without the keys (a phone has no keyboard to press them on)
        className="w-auto @xl:w-56 [&_[data-slot=kbd-shortcut]]:hidden @xl:[&_[data-slot=kbd-shortcut]]:inline-flex"
      >
        Search…
      </CommandDialogTrigger>
      <CommandDialogContent label="Assets and commands" filter={paletteFilter}>
        <CommandInput
          placeholder="Search pages, actions, filters, tag IDs…"
          value={search}
          onValueChange={setSearch}
        />
        {failed ? (
          // a band across the palette under its input, not a card inside it
          <Alert variant="destructive" className="rounded-none border-x-0 border-t-0">
            <AlertDescription>The assets could not be searched: {failed}</AlertDescription>
          </Alert>
        ) : null}
        <CommandList>
          {/* while the lookup runs, "nothing matches" is not known yet */}
          {pending ? null : (
            <CommandEmpty className="p-0">
              <Empty>
                <EmptyHeader>
                  <EmptyMedia variant="icon">
                    <SearchXIcon aria-hidden="true" />
                  </EmptyMedia>
                  <EmptyTitle>Nothing matches</EmptyTitle>
                  <EmptyDescription>
                    Search by a page, an action, a status, a tag ID or an asset&apos;s name.
                  </EmptyDescription>
                </EmptyHeader>
              </Empty>
            </CommandEmpty>
          )}
          <CommandGroup heading="Navigation">
            {destinations.map((place) => (
              <CommandItem
                key={place.href}
                value={`Go to ${place.label}`}
                onSelect={() => {
                  if (!place.current) window.location.assign(place.href);
                }}
              >
                <place.icon aria-hidden />
                {place.label}
                {place.current ? (
                  <Badge variant="secondary" className="ms-auto">
                    Current page
                  </Badge>
                ) : null}
              </CommandItem>
            ))}
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="Actions">
            <CommandItem
              value="Add asset"
              keywords={["new", "create", "tag"]}
              onSelect={() => onAdd(opener.current)}
            >
              <PlusIcon aria-hidden="true" />
              Add asset
            </CommandItem>
            <CommandItem
              value="Search the register"
              keywords={["find", "filter"]}
              onSelect={() => (afterClose.current = onFocusSearch)}
            >
              <SearchIcon aria-hidden="true" />
              Search the register
              <CommandShortcut>
                <Kbd aria-hidden="true">{searchShortcut}</Kbd>
              </CommandShortcut>
            </CommandItem>
            {filtered ? (
              <CommandItem
                value="Clear filters"
                keywords={["reset", "all"]}
                onSelect={() => (afterClose.current = onClearFilters)}
              >
                <FunnelXIcon aria-hidden="true" />
                Clear filters
              </CommandItem>
            ) : null}
          </CommandGroup>
          <CommandSeparator />
          <CommandGroup heading="Filters">
            {(["all", ...ASSET_STATUSES] as const).map((value) => (
              <CommandItem
                key={value}
                value={value === "all" ? "Status: All statuses" : `Status: ${value}`}
                keywords={["filter"]}
                onSelect={() => onStatusChange(value)}
              >
                <ListFilterIcon aria-hidden="true" />
                {value === "all" ? "All statuses" : `Status: ${value}`}
                {value === status ? (
                  <Badge variant="secondary" className="ms-auto">
                    Applied
                  </Badge>
                ) : null}
              </CommandItem>
            ))}
          </CommandGroup>
          {found && found.rows.length > 0 ? (
            <CommandGroup heading="Assets">
              {found.rows.map((asset) => (
                <CommandItem
                  key={asset.id}
                  value={`${asset.id} ${asset.name}`}
                  keywords={[asset.type, asset.location]}
                  onSelect={() => onSearch(asset.id)}
                >
                  <TagIcon aria-hidden="true" />
                  <span className="font-mono text-xs">{asset.id}</span>
                  <span className="truncate">{asset.name}</span>
                  <span className="ms-auto shrink-0 text-xs text-muted-foreground">{asset.location}</span>
                </CommandItem>
              ))}
              {found.total > found.rows.length && !pending ? (
                <CommandItem value={`Show all assets matching ${needle}`} onSelect={() => onSearch(needle)}>
                  <TextSearchIcon aria-hidden="true" />
                  {/* the quotes as escapes: the site's font subset takes every character of the kit's source */}
                  {`Show all ${found.total} assets matching \u201c${needle}\u201d`}
                </CommandItem>
              ) : null}
            </CommandGroup>
          ) : null}
        </CommandList>
        {/* under the list, not above it: the matches already shown do not move down while it runs */}
        {pending ? (
          <CommandLoading label="Searching assets" className="justify-start border-t border-border py-2">
            Searching assets…
          </CommandLoading>
        ) : null}
      </CommandDialogContent>
    </CommandDialog>
  );
}
