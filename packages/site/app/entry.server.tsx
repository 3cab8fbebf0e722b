// React Router's server entry, which renders every page at build time (ssr: false, prerender) and under
// `npm run dev`: its default web-streams entry, with one addition — islands (app/lib/islands/island.tsx)
// render themselves as roots of their own through renderToString, so the browser can hydrate each one alone.
// react-dom/server supports that nested, synchronous render: its work loop restores the outer render's state
// when the inner one returns.
import { renderToReadableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { IslandRendererContext, type RenderRoot } from "./lib/islands/island";

export const streamTimeout = 5_000;

const renderRoot: RenderRoot = (node, options) => renderToString(node, options);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  let shellRendered = false;
  const body = await renderToReadableStream(
    <IslandRendererContext value={renderRoot}>
      <ServerRouter context={routerContext} url={request.url} />
    </IslandRendererContext>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // errors in the shell reject the render and React Router logs them
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // a static site: every page is written whole (bots, prerendering and the dev server alike)
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
