import path from "node:path";
import netlify from "@netlify/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { supabaseEnvOrExit } from "./scripts/supabase-env.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Dev only: Netlify's own emulation (functions in netlify/functions → /api/*, headers, redirects) inside the
 * Vite dev server. The plugin reads netlify.toml from the Vite root; ours lives at the repository root, so
 * it is given that root. Static files stay with Vite (public/), so nothing else in the repo is served.
 */
function netlifyDev(): Plugin {
  const plugin = netlify({ edgeFunctions: { enabled: false }, staticFiles: { enabled: false } }) as Plugin;
  const configure = plugin.configureServer;
  if (typeof configure !== "function") return plugin;
  return {
    ...plugin,
    configureServer(server) {
      const atRepoRoot = Object.create(server, { config: { value: { ...server.config, root: repoRoot } } });
      return configure.call(this, atRepoRoot);
    },
  };
}

export default defineConfig(({ command }) => {
  // the browser's auth service: required in Netlify's production context, the local stand-in elsewhere
  const supabase = supabaseEnvOrExit(process.env);
  return {
    define: {
      "import.meta.env.VITE_SUPABASE_URL": JSON.stringify(supabase.url),
      "import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY": JSON.stringify(supabase.publishableKey),
    },
    plugins: [command === "serve" && !process.env.VITEST && netlifyDev(), tailwindcss(), reactRouter()],
  };
});
