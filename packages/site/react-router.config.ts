import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // a static site: every route is prerendered to HTML at build time, then hydrated
  ssr: false,
  prerender: [
    "/",
    "/auth",
    // where the sign-in form lands without a script (netlify/functions/sign-in-without-javascript.ts)
    "/auth/javascript-required",
    "/use-cases",
    "/about",
    "/contact",
    // the not-found page; scripts/postbuild.ts publishes it as 404.html (Netlify serves it with status 404)
    "/404",
    "/sitemap.xml",
    "/robots.txt",
    "/site.webmanifest",
  ],
} satisfies Config;
