// The package's runtime exports, entry by entry, as an app gets them: each `exports` entry's source module is
// imported (so only names with a value count, not types) and each name traced through its re-exports to the
// module that declares it, with that module's "use client" directive.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { directives } from "./client-boundary.ts";

const ui = path.resolve(import.meta.dirname, "../..");

/** A client component (a function, or React's memo/forwardRef object, named like one), a hook, or a value. */
export type ExportKind = "component" | "hook" | "value";

export interface RuntimeExport {
  /** The import specifier: "@orbitag/ui", "@orbitag/ui/button", ... */
  entry: string;
  name: string;
  kind: ExportKind;
  /** The declaring module, relative to packages/ui ("src/components/button/button.shared.ts"). */
  module: string;
  /** Whether the declaring module starts with "use client". */
  client: boolean;
  value: unknown;
}

/** Each JS entry of the package with its source module. */
export function packageEntries(): { entry: string; source: string }[] {
  const pkg = JSON.parse(readFileSync(path.join(ui, "package.json"), "utf8")) as {
    exports: Record<string, string | { types: string; default: string }>;
  };
  return Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === "object" && target.default.endsWith(".js")
      ? [
          {
            entry: path.posix.join("@orbitag/ui", key),
            source: path.join(ui, target.default.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts")),
          },
        ]
      : [],
  );
}

export function kindOf(name: string, value: unknown): ExportKind {
  const reactObject = typeof value === "object" && value !== null && "$$typeof" in value;
  if (/^[A-Z]/.test(name) && /[a-z]/.test(name) && (typeof value === "function" || reactObject))
    return "component";
  if (/^use[A-Z]/.test(name) && typeof value === "function") return "hook";
  return "value";
}

/** The module that declares each export of `entry`, following re-exports (`export { x } from "./y.js"`). */
function declaringModules(program: ts.Program, entry: string): Map<string, string> {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`not a module: ${entry}`);
  const found = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = target.declarations?.[0];
    if (declaration) found.set(exported.name, declaration.getSourceFile().fileName);
  }
  return found;
}

export async function runtimeExports(): Promise<RuntimeExport[]> {
  const entries = packageEntries();
  const program = ts.createProgram(
    entries.map((e) => e.source),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const isClient = new Map<string, boolean>();
  const client = (file: string) => {
    if (!isClient.has(file))
      isClient.set(file, directives(readFileSync(file, "utf8")).includes("use client"));
    return isClient.get(file) as boolean;
  };
  const found: RuntimeExport[] = [];
  for (const { entry, source } of entries) {
    const runtime = (await import(source)) as Record<string, unknown>;
    const modules = declaringModules(program, source);
    for (const [name, value] of Object.entries(runtime)) {
      const module = modules.get(name);
      if (!module) throw new Error(`${entry}: cannot find where ${name} is declared`);
      found.push({
        entry,
        name,
        kind: kindOf(name, value),
        module: path.relative(ui, module),
        client: client(module),
        value,
      });
    }
  }
  return found;
}
