// What a page fetches only once it has loaded and the browser is idle, so that nothing competes with the
// first paint: the web app manifest (only install prompts read it) and the Inter file for the next page.

/** Runs `task` once the page has loaded and the browser is idle (or 2 s later at most). */
export function afterLoad(task: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Adds `<link rel="manifest">`; in the HTML it was fetched with the page, ahead of the first paint. */
export function linkManifest(href: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = href;
  document.head.append(link);
}
