import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // a static site: every route is prerendered to HTML, then hydrated
  ssr: false,
  prerender: ["/"],
} satisfies Config;
