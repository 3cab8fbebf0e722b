// Vitest's browser mode runs a Vite dev server too (on localhost, for the length of a test run): it must
// not hand out the local services' secrets at `/@fs/` either (vitest.config.ts gives its browser project
// devServerFsDeny). Asked from the page it serves, as any script in that browser could ask it, for canary
// files dev-server.canaries.ts put in `.data/`, `.mail/` and `.tmp/`.
import { expect, inject, it } from "vitest";
import { server } from "vitest/browser";
import type {} from "./dev-server.canaries.ts"; // its ProvidedContext

const root = server.config.root;
const canaries = inject("devServerCanaries");

it.each(canaries.files)("refuses /@fs/<checkout>/%s, however it is asked", async (file) => {
  for (const query of ["", "?raw", "?import&raw", "?url", "?inline", "?raw??"]) {
    const response = await fetch(`/@fs${root}/${file}${query}`);
    const body = await response.text();
    expect(body, `${file}${query}`).not.toContain(canaries.text);
    expect(response.status, `${file}${query}`).toBe(403);
  }
});

it("still serves the checkout's source there (the refusals above are the deny rule, not a wrong URL)", async () => {
  const response = await fetch(`/@fs${root}/packages/dev-services/src/dev-server.ts`);
  expect(response.status).toBe(200);
});
