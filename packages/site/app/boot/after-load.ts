// What a page fetches only once it has loaded and the browser is idle, so that nothing competes with the
// first paint: the web app manifest (only install prompts read it), the Inter file for the next page, and
// on a page with a form the modules React needs, so that the first focus only has to run them.

/**
 * Runs `task` once the page has loaded, shown its first content (the load event may come first) and the
 * browser is idle (or 2 s later at most).
 */
export function afterLoad(task: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  const afterPaint = () => afterFirstContentfulPaint(idle);
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint, { once: true });
}

/** The paint timeline's first-contentful-paint entry, or an animation frame where the browser has none. */
function afterFirstContentfulPaint(run: () => void): void {
  const FCP = "first-contentful-paint";
  if (performance.getEntriesByName(FCP).length > 0) return run();
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // a task queued from an animation frame runs after that frame is painted
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}

/** Adds `<link rel="manifest">`; in the HTML it was fetched with the page, ahead of the first paint. */
export function linkManifest(href: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches the boot block's modules into the HTTP cache (`rel=prefetch`: the network only, nothing parsed or
 * run, so the idle page does no work for it) and sets `<html data-boot-prefetched>` once all have arrived.
 */
export function prefetchModules(template: HTMLTemplateElement, attribute: string): void {
  const hrefs = [...template.content.querySelectorAll("link[rel=modulepreload]")].map(
    (link) => (link as HTMLLinkElement).href,
  );
  let pending = hrefs.length;
  const done = () => {
    if (--pending === 0) document.documentElement.setAttribute(attribute, "");
  };
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    // the same CORS mode as the module script that will ask for it, so the cached response is reused
    link.crossOrigin = "anonymous";
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
    document.head.append(link);
  }
}
