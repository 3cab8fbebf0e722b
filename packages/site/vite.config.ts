import path from "node:path";
import { devServerFsDeny } from "@orbitag/dev-services/dev-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { supabaseEnvOrExit } from "./scripts/supabase-env.ts";

// `npm run dev` runs this dev server behind Netlify's CLI (scripts/dev.ts), which serves the functions
export default defineConfig(({ mode }) => {
  // the browser's auth service: required in every Netlify deploy context, the local stand-in on this machine
  // (the mode picks the .env.[mode] files, as Vite's own env loading does)
  const supabase = supabaseEnvOrExit(process.env, { mode });
  return {
    define: {
      "import.meta.env.VITE_SUPABASE_URL": JSON.stringify(supabase.url),
      "import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY": JSON.stringify(supabase.publishableKey),
    },
    plugins: [tailwindcss(), reactRouter()],
    // kept for scripts/postbuild.ts, which reads which chunks each island needs (and then deletes it)
    build: { manifest: true },
    // `/@fs/` serves the whole checkout: never the local services' secrets and mail (.data, .mail, .tmp)
    server: { fs: { deny: devServerFsDeny(path.resolve(import.meta.dirname, "../..")) } },
  };
});
