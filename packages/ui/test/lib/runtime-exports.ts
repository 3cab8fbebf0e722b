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

/**
 * A component is named like one and is React's memo/forwardRef object or a function that renders an element
 * (`rendersElement`, from its declared return type): a PascalCase function that returns data is a helper, which
 * a Server Component must be able to call.
 */
export function kindOf(name: string, value: unknown, rendersElement = true): ExportKind {
  const reactObject = typeof value === "object" && value !== null && "$$typeof" in value;
  const pascal = /^[A-Z]/.test(name) && /[a-z]/.test(name);
  if (pascal && (reactObject || (typeof value === "function" && rendersElement))) return "component";
  if (/^use[A-Z]/.test(name) && typeof value === "function") return "hook";
  return "value";
}

/** What a React function component may return, as the checker prints it fully qualified. */
const ELEMENT_TYPE = /\bReact\.(JSX\.Element|ReactElement|ReactNode|ReactPortal)\b/;

/**
 * The module that declares each export of `entry`, following re-exports (`export { x } from "./y.js"`), and
 * whether it is callable with every call signature returning an element.
 */
function declaringModules(
  program: ts.Program,
  entry: string,
): Map<string, { file: string; rendersElement: boolean }> {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`not a module: ${entry}`);
  const found = new Map<string, { file: string; rendersElement: boolean }>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = target.declarations?.[0];
    if (!declaration) continue;
    const signatures = checker.getTypeOfSymbolAtLocation(target, declaration).getCallSignatures();
    const rendersElement =
      signatures.length > 0 &&
      signatures.every((signature) =>
        ELEMENT_TYPE.test(
          checker.typeToString(
            signature.getReturnType(),
            undefined,
            ts.TypeFormatFlags.UseFullyQualifiedType,
          ),
        ),
      );
    found.set(exported.name, { file: declaration.getSourceFile().fileName, rendersElement });
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
      const declared = modules.get(name);
      if (!declared) throw new Error(`${entry}: cannot find where ${name} is declared`);
      found.push({
        entry,
        name,
        kind: kindOf(name, value, declared.rendersElement),
        module: path.relative(ui, declared.file),
        client: client(declared.file),
        value,
      });
    }
  }
  return found;
}
