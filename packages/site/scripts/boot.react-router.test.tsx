// The boot layer's coupling to React Router's HTML, checked against React Router itself: a page rendered by
// the installed react-router (its request handler, <ScrollRestoration/> and <Scripts/>, as the prerender
// does) goes through deferBoot. When an upgrade changes that markup, this fails with deferBoot's
// "React Router's HTML changed: ..." message instead of shipping pages that never boot.
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Outlet,
  Scripts,
  ScrollRestoration,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { expect, test } from "vitest";
import { BOOT_TEMPLATE_ID } from "../app/boot/contract.ts";
import { deferBoot } from "./boot.ts";

/** A root like app/root.tsx: the page's content, then React Router's scroll restoration and scripts. */
function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head />
      <body data-boot-policy="on-demand">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const route = (id: string, extra: object) => ({
  id,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...extra,
});

const build: ServerBuild = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
        headers.set("Content-Type", "text/html");
        const html = renderToString(<ServerRouter context={context} url={request.url} />);
        return new Response(`<!DOCTYPE html>${html}`, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => <Outlet />, Layout } },
    home: { id: "home", parentId: "root", index: true, module: { default: () => <h1>Home</h1> } },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/chunk.js"] },
    routes: { root: route("root", { path: "" }), home: route("home", { parentId: "root", index: true }) },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: false,
  isSpaMode: false,
  prerender: ["/"],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

test("a page rendered by the installed React Router defers its whole boot block into the template", async () => {
  const response = await createRequestHandler(build, "production")(new Request("http://site.test/"));
  const html = await response.text();
  expect(html, "React Router rendered the page").toContain("<h1>Home</h1>");

  const deferred = deferBoot(html, "ENHANCER()", BOOT_TEMPLATE_ID);
  const template = /<template id="app-boot">([\s\S]*)<\/template><script>ENHANCER\(\)<\/script><\/body>/.exec(
    deferred,
  )?.[1];
  expect(template, "the boot block and the enhancer close the body").toBeDefined();
  expect(template).toContain("react-router-scroll-positions");
  expect(template).toContain("window.__reactRouterContext");
  expect(template).toContain('import("/assets/entry.client.js")');
  expect(template).toContain('<link rel="modulepreload" href="/assets/entry.client.js"/>');
  // nothing of React Router's runs before the enhancer decides: no script or preload outside the template
  const outside = deferred.replace(/<template[\s\S]*<\/template>/, "");
  expect(outside).not.toContain("modulepreload");
  expect(outside.match(/<script/g)).toHaveLength(1);
});
