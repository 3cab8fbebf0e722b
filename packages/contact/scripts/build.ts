// Compiles the package to dist/index.js, dist/text.js and dist/this-machine.js (ES2023, zod left as an import) for the runtimes that cannot read
// its TypeScript: the deployed function (Netlify traces packages into node_modules, where Node does not
// strip types) and production builds. Tools that read TypeScript take src/ through the `development`
// export condition. `--watch` rebuilds on every change (npm run dev).
import path from "node:path";
import { context } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const build = await context({
  // text.js on its own: the words and limits without the schema, so a page that shows them (every page of
  // the site, through its config) does not carry zod
  entryPoints: ["index", "text", "this-machine"].map((entry) => path.join(root, `src/${entry}.ts`)),
  outdir: path.join(root, "dist"),
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2023",
  packages: "external",
  external: ["node:*"],
  logLevel: "warning",
});
if (process.argv.includes("--watch")) {
  await build.watch();
} else {
  await build.rebuild();
  await build.dispose();
}
