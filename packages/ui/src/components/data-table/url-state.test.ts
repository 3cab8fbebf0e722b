import { expect, test } from "vitest";
import { dataTableSearchParams, parseDataTableSearchParams } from "./url-state.ts";

test("reads page (1-based), size, sort (comma list, - for descending) and search", () => {
  expect(parseDataTableSearchParams("?page=3&size=20&sort=site,-value&q=leeds")).toEqual({
    pagination: { pageIndex: 2, pageSize: 20 },
    sorting: [
      { id: "site", desc: false },
      { id: "value", desc: true },
    ],
    globalFilter: "leeds",
    columnFilters: [],
  });
  // Next.js's searchParams object (arrays for repeated keys: the first wins)
  expect(parseDataTableSearchParams({ page: ["2", "9"], sort: "-value" })).toMatchObject({
    pagination: { pageIndex: 1, pageSize: 10 },
    sorting: [{ id: "value", desc: true }],
  });
});

test("malformed input falls back to the defaults; unknown sort columns are dropped", () => {
  const defaults = {
    pagination: { pageIndex: 0, pageSize: 10 },
    sorting: [],
    globalFilter: "",
    columnFilters: [],
  };
  for (const bad of [
    "?page=0",
    "?page=-2",
    "?page=abc",
    "?page=1e3",
    "?page=99999999999",
    "?size=7",
    "?size=",
  ])
    expect(parseDataTableSearchParams(bad), bad).toEqual(defaults);
  expect(
    parseDataTableSearchParams("?sort=site,-password,,site,-value", { sortable: ["site", "value"] }).sorting,
  ).toEqual([
    { id: "site", desc: false },
    { id: "value", desc: true },
  ]);
  expect(
    parseDataTableSearchParams("?size=25", { pageSizeOptions: [25, 100], pageSize: 100 }).pagination,
  ).toEqual({
    pageIndex: 0,
    pageSize: 25,
  });
});

test("a default sort applies when the URL names none; an empty sort parameter means unsorted", () => {
  const defaultSorting = [{ id: "lastSeen", desc: true }];
  expect(parseDataTableSearchParams("", { defaultSorting }).sorting).toEqual(defaultSorting);
  expect(parseDataTableSearchParams("?sort=", { defaultSorting }).sorting).toEqual([]);
  expect(
    dataTableSearchParams({ pagination: { pageIndex: 0, pageSize: 10 }, sorting: [], globalFilter: "" }, "", {
      defaultSorting,
    }).toString(),
  ).toBe("sort=");
});

test("writes only what differs from the defaults, and keeps the page's other parameters", () => {
  const params = dataTableSearchParams(
    {
      pagination: { pageIndex: 1, pageSize: 20 },
      sorting: [
        { id: "site", desc: false },
        { id: "value", desc: true },
      ],
      globalFilter: "porto depot",
    },
    "?id=components-datatable--url-state&page=9",
  );
  expect(params.toString()).toBe(
    "id=components-datatable--url-state&page=2&size=20&sort=site%2C-value&q=porto+depot",
  );
  expect(
    dataTableSearchParams(
      { pagination: { pageIndex: 0, pageSize: 10 }, sorting: [], globalFilter: "" },
      "?page=4&size=50&sort=x&q=y&tab=all",
    ).toString(),
  ).toBe("tab=all");
  // and reads back what it wrote
  expect(parseDataTableSearchParams(params)).toMatchObject({
    pagination: { pageIndex: 1, pageSize: 20 },
    globalFilter: "porto depot",
  });
});

test("column filters: one parameter per filterable column, its value one the column allows", () => {
  const filterable = { status: ["Missing", "In use"], site: true } as const;
  expect(
    parseDataTableSearchParams("?status=Missing&site=Porto&owner=ada", { filterable }).columnFilters,
  ).toEqual([
    { id: "status", value: "Missing" },
    { id: "site", value: "Porto" },
  ]);
  // the URL is user input; a column not listed is not read
  expect(parseDataTableSearchParams("?status=Stolen&site=", { filterable }).columnFilters).toEqual([]);
  expect(parseDataTableSearchParams("?status=Missing").columnFilters).toEqual([]);
  const state = {
    pagination: { pageIndex: 0, pageSize: 10 },
    sorting: [],
    globalFilter: "",
    columnFilters: [
      { id: "status", value: "In use" },
      { id: "value", value: [1, 5] },
    ],
  };
  // a filter removed is a parameter removed; others of the page stay
  expect(dataTableSearchParams(state, "?tab=all&site=Porto", { filterable }).toString()).toBe(
    "tab=all&status=In+use",
  );
  expect(
    parseDataTableSearchParams(dataTableSearchParams(state, "", { filterable }), { filterable }),
  ).toEqual({
    ...state,
    columnFilters: [{ id: "status", value: "In use" }],
  });
});
