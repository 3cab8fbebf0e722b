// Builds the review page (src/review/app) into dist/review, which the review server serves.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/review/app",
  base: "/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../../dist/review", emptyOutDir: true, sourcemap: false },
});
