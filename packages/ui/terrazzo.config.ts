// `npm run tokens -w @orbitag/ui` (Terrazzo's `tz build`): generates theme.css, tokens.json, the Foundations data
// and cn()'s theme scales from the W3C Design Tokens in tokens/ (see scripts/lib/tokens.ts).
import { defineConfig } from "@terrazzo/cli";
import orbitagTokens from "./scripts/lib/tokens.ts";

export default defineConfig({
  tokens: ["./tokens/orbitag.resolver.json"],
  outDir: "./",
  plugins: [orbitagTokens()],
});
