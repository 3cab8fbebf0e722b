// The Asset register's fake server honours a request's signal as fetch does: an abandoned request rejects
// with the abort's reason at once and its answer never lands.
import { expect, test, vi } from "vitest";
import { generateRegisterAssets } from "./assets.js";
import { createAssetApi, type AssetQuery } from "./fake-api.js";

const query: AssetQuery = {
  pagination: { pageIndex: 0, pageSize: 10 },
  sorting: [],
  search: "",
  status: "all",
};
const assets = generateRegisterAssets();

test("a request abandoned while the server works rejects with the abort's reason; its answer never lands", async () => {
  vi.useFakeTimers();
  try {
    const api = createAssetApi(assets, { latency: 300 });
    const request = new AbortController();
    const answered = vi.fn();
    const rejected = vi.fn();
    api.list(query, { signal: request.signal }).then(answered, rejected);
    await vi.advanceTimersByTimeAsync(100);
    request.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(rejected).toHaveBeenCalledWith(request.signal.reason);
    expect((rejected.mock.calls[0]![0] as Error).name).toBe("AbortError");
    await vi.advanceTimersByTimeAsync(1000);
    expect(answered).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

test("a signal already aborted rejects at once; a stuck request (latency Infinity) can still be abandoned", async () => {
  const api = createAssetApi(assets, { latency: 10 });
  const gone = AbortSignal.abort();
  await expect(api.list(query, { signal: gone })).rejects.toBe(gone.reason);

  api.configure({ latency: Infinity });
  const request = new AbortController();
  const stuck = api.list(query, { signal: request.signal });
  request.abort(new Error("left the page"));
  await expect(stuck).rejects.toThrow("left the page");
});

test("without a signal, or with one never aborted, the answer is the page asked for", async () => {
  const api = createAssetApi(assets, { latency: 1 });
  expect((await api.list(query)).rows).toHaveLength(10);
  const page = await api.list(query, { signal: new AbortController().signal });
  expect(page.total).toBe(assets.length);
});
