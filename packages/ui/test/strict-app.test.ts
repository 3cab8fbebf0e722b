// The kit's types as an app with the strictest settings meets them (`exactOptionalPropertyTypes`: an optional
// prop refuses an explicit undefined unless it says `| undefined`), on the README's own patterns.
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const fixture = path.join(import.meta.dirname, "fixtures/strict-app.tsx");

test("the README's table and sidebar patterns type-check under strict and exactOptionalPropertyTypes", () => {
  const program = ts.createProgram([fixture], {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
  });
  // the app's file only: the kit's own sources compile with the repository's settings
  const problems = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fixture))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(problems).toEqual([]);
});
