// The boot layer's coupling to React Router's HTML, checked against React Router itself: a page rendered by
// the installed react-router (its request handler and <Scripts/>, as the prerender does) goes through
// bootIslands. When an upgrade changes that markup, this fails with bootIslands' "React Router's HTML
// changed: ..." message instead of shipping pages that never boot — or that boot React Router after all.
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Outlet,
  Scripts,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { expect, test } from "vitest";
import { BOOT_TEMPLATE_ID } from "../app/boot/contract.ts";
import { bootIslands } from "./boot.ts";

/** A root like app/root.tsx: the page's content (with an island's container), then React Router's scripts. */
function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head />
      <body data-boot-policy="on-demand">
        {children}
        <div id="account-bar" data-island="account" className="contents" />
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

test("a page rendered by the installed React Router loses React Router's whole boot block to the islands' own", async () => {
  const response = await createRequestHandler(build, "production")(new Request("http://site.test/"));
  const html = await response.text();
  expect(html, "React Router rendered the page").toContain("<h1>Home</h1>");
  expect(html, "and its boot block").toContain("window.__reactRouterContext");

  const booted = bootIslands(html, {
    enhancer: "ENHANCER()",
    templateId: BOOT_TEMPLATE_ID,
    modules: () => ({
      entry: "/assets/entry.client.js",
      islands: ["/assets/island.js"],
      preloads: ["/assets/entry.client.js", "/assets/island.js"],
    }),
  });
  const template = /<template id="app-boot">([\s\S]*)<\/template><script>ENHANCER\(\)<\/script><\/body>/.exec(
    booted,
  )?.[1];
  expect(template, "the islands' boot block and the enhancer close the body").toBe(
    '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/island.js"/>' +
      '<script type="module">import "/assets/island.js";import "/assets/entry.client.js";</script>',
  );
  // nothing of React Router's client is left: no context, no route modules, no manifest, no stream
  expect(booted).not.toMatch(/__reactRouter|\/assets\/(root|home|manifest|chunk)\.js|streamController/);
  // and nothing runs before the enhancer decides: no script or preload outside the template
  const outside = booted.replace(/<template[\s\S]*<\/template>/, "");
  expect(outside).not.toContain("modulepreload");
  expect(outside.match(/<script/g)).toHaveLength(1);
});
