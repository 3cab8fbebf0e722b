// Node tests that drive a browser themselves launch the machine's Chromium, which the root vitest.config.ts
// provides (the repository's one set of browser settings); none downloads its own.
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    chromium: { executablePath: string; args: string[] };
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(inject("chromium"));
}
