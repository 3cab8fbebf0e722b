import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `npm run dev` runs this dev server behind Netlify's CLI (scripts/dev.ts), which serves the functions
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
});
