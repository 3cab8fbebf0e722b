// The server-safe half of the DataTable (columns.ts, labels.ts), run in Node as a Server Component runs it.
import { describe, expect, test } from "vitest";
import { directives } from "../../../test/lib/client-boundary.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createDataTableColumnHelper, dataTableFeatures } from "./columns.ts";
import { DATA_TABLE_LABELS } from "./labels.ts";

type Tag = { id: string; name: string; value: number };

describe("createDataTableColumnHelper", () => {
  test("builds plain column objects: accessor, header, meta", () => {
    const col = createDataTableColumnHelper<Tag>();
    const columns = col.columns([
      col.accessor("id", { header: "Tag", meta: { priority: 2 } }),
      col.accessor("value", { header: "Value", meta: { align: "end" } }),
    ]);
    expect(columns).toHaveLength(2);
    expect(columns[0]).toMatchObject({ accessorKey: "id", header: "Tag", meta: { priority: 2 } });
    expect(columns[1]).toMatchObject({ accessorKey: "value", meta: { align: "end" } });
  });

  test("the features name the sort and filter functions columns may use", () => {
    expect(Object.keys(dataTableFeatures.sortFns ?? {})).toEqual([
      "alphanumeric",
      "text",
      "datetime",
      "basic",
    ]);
    expect(Object.keys(dataTableFeatures.filterFns ?? {})).toContain("equalsString");
  });
});

test("the default words", () => {
  expect(DATA_TABLE_LABELS.page(2, 1200)).toBe("Page 2 of 1,200");
  expect(DATA_TABLE_LABELS.pageNumber(5000)).toBe("5,000");
  expect(DATA_TABLE_LABELS.selected(3, 1000)).toBe("3 of 1,000 selected");
  expect(DATA_TABLE_LABELS.sorted("Value", "descending")).toBe("Sorted by Value, descending");
  expect(DATA_TABLE_LABELS.sorted("Value", "none")).toBe("Value: not sorted");
});

/** The kit modules `file` reaches through its relative imports (itself included). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from\s+"(\.[^"]+)"/gm))
    if (spec) {
      const base = path.resolve(path.dirname(file), spec.replace(/\.js$/, ""));
      reachable(
        [".ts", ".tsx"].map((ext) => base + ext).find((f) => existsSync(f)) ?? `${base} (missing)`,
        seen,
      );
    }
  return seen;
}

test('columns.ts and labels.ts reach no "use client" module: a Server Component may call them', () => {
  for (const entry of ["columns.ts", "labels.ts"]) {
    const modules = [...reachable(path.join(import.meta.dirname, entry))];
    const client = modules.filter((file) => directives(readFileSync(file, "utf8")).includes("use client"));
    expect(client, entry).toEqual([]);
  }
});
