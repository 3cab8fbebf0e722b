// Which of the kit's modules need the client (so must start with "use client" for React Server Components),
// judged from their source the way React and the bundlers do:
// - a React API that React's server build does not export (useState, useEffect, createContext, ...): the list
//   is read from react's own `react-server` entry, so it follows React upgrades;
// - an import of a package whose entry is itself a client module (Radix primitives with state ship "use client");
// - an event handler the module creates (`onClick={() => ...}`): functions cannot cross from server to client.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** The module's directive prologue: the string statements before any code ("use client", "use strict"...). */
export function directives(code: string): string[] {
  const found: string[] = [];
  let rest = code;
  for (;;) {
    rest = rest.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)+/, "");
    const match = /^(["'])([^"'\n]*)\1\s*;?/.exec(rest);
    if (!match) return found;
    found.push(match[2] ?? "");
    rest = rest.slice(match[0].length);
  }
}

const reactEntry = (condition: "react-server" | "default") => {
  const manifest = require.resolve("react/package.json");
  const exports = (require(manifest) as { exports: Record<string, Record<string, string>> }).exports["."];
  const entry = exports?.[condition];
  if (!entry) throw new Error(`react's package.json has no "${condition}" entry`);
  return Object.keys(require(path.join(path.dirname(manifest), entry)) as object);
};

/** React APIs a Server Component cannot use: in react's client entry, missing from its react-server entry. */
export const clientOnlyReactApis: ReadonlySet<string> = (() => {
  const server = new Set(reactEntry("react-server"));
  return new Set(reactEntry("default").filter((name) => !server.has(name)));
})();

const clientPackages = new Map<string, boolean>();
/** Whether a package's entry (as `file` would import it) is a "use client" module. */
function isClientPackage(specifier: string, file: string): boolean {
  const key = `${specifier}\0${file}`;
  if (!clientPackages.has(key)) {
    const entry = createRequire(file).resolve(specifier);
    clientPackages.set(key, directives(readFileSync(entry, "utf8")).includes("use client"));
  }
  return clientPackages.get(key) ?? false;
}

/** Why the module at `file` (TypeScript/TSX source) needs the client; empty when it is server-safe. */
export function clientReasons(code: string, file: string): string[] {
  const reasons: string[] = [];
  const used = new Set<string>();
  for (const [, name] of code.matchAll(/\bReact\.(\w+)/g)) if (name) used.add(name);
  for (const [, names] of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*["']react["']/g))
    for (const part of (names ?? "").split(","))
      if (!/^\s*type\s/.test(part)) used.add(part.trim().split(/\s+as\s+/)[0] ?? "");
  for (const name of used) if (clientOnlyReactApis.has(name)) reasons.push(`uses React.${name}`);

  for (const [, specifier] of code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+["']([^"'.][^"']*)["']/gm))
    if (specifier && specifier !== "react" && isClientPackage(specifier, file))
      reasons.push(`imports ${specifier}, a client module`);

  // a handler written here (an arrow, a local function); passing a prop through (`onClick={onClick}`) is fine
  for (const [, prop] of code.matchAll(/\b(on[A-Z]\w*)=\{(?!\s*on[A-Z]\w*\s*\})/g))
    reasons.push(`creates an event handler (${prop})`);
  return [...new Set(reasons)];
}
