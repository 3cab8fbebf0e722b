// Every runtime export of the package that is not a client component or a hook (a cva `*Variants`, a helper such
// as initials() or paginationRange(), a label or timing constant, the toast() store) lives in a module without
// "use client", so a React Server Component can call or read it. From a "use client" module it would reach the
// server as a client reference: `buttonVariants()` in a server page fails `next build` with "Attempted to call
// buttonVariants() from the server but buttonVariants is on the client". (next-app.test.ts's Next.js server page
// calls each of them from the packed tarball.)
import { beforeAll, describe, expect, test } from "vitest";
import { kindOf, runtimeExports, type RuntimeExport } from "./lib/runtime-exports.ts";

let exports: RuntimeExport[] = [];

beforeAll(async () => {
  exports = await runtimeExports();
});

describe("the package's runtime exports", () => {
  test("are enumerated from every entry, helpers and components alike", () => {
    const names = (entry: string) => exports.filter((e) => e.entry === entry).map((e) => e.name);
    expect(names("@orbitag/ui/button")).toEqual(expect.arrayContaining(["Button", "buttonVariants"]));
    expect(names("@orbitag/ui/data-table")).toEqual(
      expect.arrayContaining(["DataTable", "createDataTableColumnHelper", "DATA_TABLE_LABELS"]),
    );
    expect(exports.find((e) => e.entry === "@orbitag/ui" && e.name === "cn")?.kind).toBe("value");
    expect(exports.find((e) => e.name === "Button")).toMatchObject({ kind: "component", client: true });
    expect(exports.find((e) => e.name === "useToast")).toMatchObject({ kind: "hook", client: true });
  });

  test('none but client components and hooks comes from a "use client" module', () => {
    const offenders = exports
      .filter((e) => e.client && e.kind === "value")
      .map((e) => `${e.entry}: ${e.name} (${e.module})`);
    expect(offenders).toEqual([]);
  });

  test("a PascalCase function is a component only when it renders an element", () => {
    // a helper named like a component (a factory, a parser) is a value, so the test above catches it in a
    // "use client" module
    expect(kindOf("Button", () => null, true)).toBe("component");
    expect(kindOf("CsvRows", () => [], false)).toBe("value");
    expect(kindOf("Memoised", { $$typeof: Symbol.for("react.memo") }, false)).toBe("component");
    expect(kindOf("useTheme", () => null, false)).toBe("hook");
    expect(kindOf("TOOLTIP_DELAY_DURATION", 700, false)).toBe("value");
    const kind = (name: string) => exports.find((e) => e.name === name)?.kind;
    expect(["Button", "DataTable", "ThemeProvider", "Toaster"].map(kind)).toEqual(Array(4).fill("component"));
  });
});
