// Writes src/lib/theme-scales.ts from src/theme.css (a unit test fails when it is out of date).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { themeScales, themeScalesModule } from "./lib/theme-scales.ts";

const src = new URL("../src/", import.meta.url);
const out = fileURLToPath(new URL("lib/theme-scales.ts", src));
writeFileSync(
  out,
  await themeScalesModule(themeScales(readFileSync(new URL("theme.css", src), "utf8")), out),
);
