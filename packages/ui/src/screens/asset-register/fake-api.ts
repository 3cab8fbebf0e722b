// The register's fake server: pages, sorts and filters the assets it holds, adds and deletes them, answers
// after a latency and fails (503) while its failure switch is on. It stands in for the app's HTTP API, so the
// screen drives the DataTable as it would against a real one (manual pagination, sorting and filtering).
import type { DataTablePaginationState, DataTableSortingState } from "../../components/data-table/index.js";
import type { AssetStatus, RegisterAsset } from "./assets.js";

/** What the screen asks for: one page of the matching assets in an order. */
export type AssetQuery = {
  pagination: DataTablePaginationState;
  sorting: DataTableSortingState;
  /** Text searched in tag, name, type and location. */
  search: string;
  status: AssetStatus | "all";
};

/** One page of the answer. */
export type AssetPage = {
  rows: RegisterAsset[];
  /** Assets matching the query (every page). */
  total: number;
  /** Assets in the register (no filter). */
  all: number;
};

/** A refusal of the fake server, with the HTTP status a real one would send. */
export class AssetApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "AssetApiError";
    this.status = status;
  }
}

export type AssetApiOptions = {
  /** Milliseconds before an answer, taken at each request. `Infinity`: never answers (a stuck request). */
  latency: number;
  /** While true, every request fails with a 503 (read when the answer is due). */
  failing: boolean;
};

export type AssetApi = {
  /** One page of the assets `query` asks for; `signal` abandons the request (it rejects with the abort's reason). */
  list: (query: AssetQuery, options?: { signal?: AbortSignal }) => Promise<AssetPage>;
  /** Adds an asset; refuses a tag id already in the register (409). */
  add: (asset: RegisterAsset) => Promise<RegisterAsset>;
  /** Deletes one asset, or several at once (the bulk action). */
  remove: (ids: string | readonly string[]) => Promise<void>;
  /** Sets the status of several assets at once (the bulk action). */
  setStatus: (ids: readonly string[], status: AssetStatus) => Promise<void>;
  /** Changes the latency or the failure switch from the next request (or answer) on. */
  configure: (options: Partial<AssetApiOptions>) => void;
};

/** The server's answer to a query, on `assets` (no latency): the stories check the table against it. */
export function queryAssets(assets: readonly RegisterAsset[], query: AssetQuery): AssetPage {
  const needle = query.search.trim().toLowerCase();
  const matching = assets.filter(
    (asset) =>
      (query.status === "all" || asset.status === query.status) &&
      (!needle || `${asset.id} ${asset.name} ${asset.type} ${asset.location}`.toLowerCase().includes(needle)),
  );
  const sorted = query.sorting.length
    ? matching.toSorted((a, b) => {
        for (const { id, desc } of query.sorting) {
          const order = String(a[id as keyof RegisterAsset] ?? "").localeCompare(
            String(b[id as keyof RegisterAsset] ?? ""),
          );
          if (order !== 0) return desc ? -order : order;
        }
        return 0;
      })
    : matching;
  const start = query.pagination.pageIndex * query.pagination.pageSize;
  return {
    rows: sorted.slice(start, start + query.pagination.pageSize),
    total: matching.length,
    all: assets.length,
  };
}

/** A fake API over a copy of `initial` (the caller's array is never changed). */
export function createAssetApi(
  initial: readonly RegisterAsset[],
  start: Partial<AssetApiOptions> = {},
): AssetApi {
  let assets = [...initial];
  const options: AssetApiOptions = { latency: 0, failing: false, ...start };
  const respond = <T>(work: () => T, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      // as fetch does: an abandoned request rejects with the abort's reason and its answer never lands
      if (signal?.aborted) return reject(signal.reason as Error);
      const latency = options.latency;
      const timer = Number.isFinite(latency)
        ? setTimeout(() => {
            signal?.removeEventListener("abort", abandon);
            if (options.failing) return reject(new AssetApiError(503, "The server answered 503."));
            try {
              resolve(work());
            } catch (error) {
              reject(error as Error);
            }
          }, latency)
        : undefined;
      function abandon() {
        clearTimeout(timer);
        reject(signal!.reason as Error);
      }
      signal?.addEventListener("abort", abandon, { once: true });
    });
  return {
    list: (query, { signal } = {}) => respond(() => queryAssets(assets, query), signal),
    add: (asset) =>
      respond(() => {
        if (assets.some((a) => a.id === asset.id))
          throw new AssetApiError(409, "Another asset already has this tag ID");
        // newest first, so it is on the first page of an unsorted list
        assets = [asset, ...assets];
        return asset;
      }),
    remove: (ids) =>
      respond(() => {
        const gone = new Set(typeof ids === "string" ? [ids] : ids);
        assets = assets.filter((a) => !gone.has(a.id));
      }),
    setStatus: (ids, status) =>
      respond(() => {
        const chosen = new Set(ids);
        assets = assets.map((a) => (chosen.has(a.id) ? { ...a, status } : a));
      }),
    configure: (change) => Object.assign(options, change),
  };
}
