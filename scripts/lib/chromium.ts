/** Where the Debian Chromium lives; every browser test and tool uses this binary, none downloads its own. */
export const chromiumPath: string =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags that keep headless Chromium quiet and offline on these machines. */
export const chromiumArgs: string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];
