import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // a static site: every route is prerendered to HTML at build time, then hydrated
  ssr: false,
  // dev: Vite scans every route for dependencies before the first page, instead of finding one late (the
  // kit's Radix tooltip) and reloading that page after a 504 for the stale chunk (npm run dev's cold start)
  future: { unstable_optimizeDeps: true },
  prerender: [
    "/",
    "/auth",
    // where the sign-in form lands without a script (netlify/functions/sign-in-without-javascript.ts)
    "/auth/javascript-required",
    "/use-cases",
    "/about",
    "/contact",
    // the contact function's 303 target for a form posted without JavaScript
    "/contact/thanks",
    // the not-found page; scripts/postbuild.ts publishes it as 404.html (Netlify serves it with status 404)
    "/404",
    "/sitemap.xml",
    "/robots.txt",
    "/site.webmanifest",
  ],
} satisfies Config;
