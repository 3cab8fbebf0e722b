import { readdirSync, rmSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// one entry per folder of primitives (src/components) and marketing blocks (src/blocks), so
// `@orbitag/ui/button`, `@orbitag/ui/pricing` etc. resolve to small modules
const folders = ["components", "blocks"].flatMap((layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${layer}/${entry.name}`),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      // the CSS-only entry leaves empty JS chunks behind; they are not part of the package
      name: "orbitag:drop-styles-entry",
      writeBundle(options) {
        for (const file of ["styles-entry.js", "styles.js"])
          rmSync(`${options.dir}/${file}`, { force: true });
      },
    },
  ],
  build: {
    lib: {
      entry: {
        index: "src/index.ts",
        "styles-entry": "src/styles-entry.ts",
        ...Object.fromEntries(folders.map((folder) => [`${folder}/index`, `src/${folder}/index.ts`])),
      },
      formats: ["es"],
      cssFileName: "styles",
    },
    rolldownOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@radix-ui\//,
        /^@tanstack\//,
        /^lucide-react($|\/)/,
        /^react-day-picker($|\/)/,
        "cmdk",
        "class-variance-authority",
        "clsx",
        "tailwind-merge",
      ],
      output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
    },
    sourcemap: false,
    emptyOutDir: true,
  },
});
