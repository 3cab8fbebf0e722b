import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { bestPracticesWithExpectedErrors } from "./lighthouse.ts";
import { NOT_FOUND_ROUTE, notFoundPageLogs } from "./routes.ts";

const documentUrl = `http://127.0.0.1:4000${NOT_FOUND_ROUTE}`;
// what the 404 page logs, as Lighthouse 13 reported it on the site's build
const statusError = {
  source: "network",
  description: "Failed to load resource: the server responded with a status of 404 (Not Found)",
  sourceLocation: { type: "source-location", url: documentUrl, urlProvider: "network", line: 0, column: 0 },
};
const specLog = {
  source: "console.error",
  description: `404 Error: User attempted to access non-existent route: ${NOT_FOUND_ROUTE}`,
  sourceLocation: {
    type: "source-location",
    url: documentUrl,
    urlProvider: "network",
    line: 0,
    column: 15666,
  },
};

/** best practices as on the 404 page: 12 scored audits (weight 26), errors-in-console (weight 1) failed */
function lhr(items: unknown[], otherScore = 1) {
  const refs = [
    { id: "is-on-https", weight: 5 },
    { id: "deprecations", weight: 5 },
    { id: "third-party-cookies", weight: 5 },
    { id: "paste-preventing-inputs", weight: 3 },
    ...["doctype", "charset", "image-aspect-ratio", "image-size-responsive", "inspector-issues"].map(
      (id) => ({
        id,
        weight: 1,
      }),
    ),
    { id: "geolocation-on-start", weight: 1 },
    { id: "notification-on-start", weight: 1 },
    { id: "errors-in-console", weight: 1 },
    { id: "js-libraries", weight: 0 },
  ];
  const audits = Object.fromEntries(
    refs.map(({ id }) => [
      id,
      id === "errors-in-console"
        ? { id, score: items.length ? 0 : 1, details: { type: "table", items } }
        : { id, score: id === "doctype" ? otherScore : id === "js-libraries" ? null : 1 },
    ]),
  );
  return {
    finalDisplayedUrl: documentUrl,
    audits,
    categories: { "best-practices": { id: "best-practices", score: 0.96, auditRefs: refs } },
  } as unknown as Result;
}

describe("bestPracticesWithExpectedErrors", () => {
  it("scores the 404 page's best practices without the two console errors it logs by design", () => {
    expect(bestPracticesWithExpectedErrors(lhr([statusError, specLog]), notFoundPageLogs)).toBe(100);
    // another audit failed: its weight still counts (26 of 27 points)
    expect(bestPracticesWithExpectedErrors(lhr([statusError, specLog], 0), notFoundPageLogs)).toBe(96);
  });

  it.each([
    ["an error of the page's own", { ...specLog, description: "TypeError: x is undefined" }],
    ["a missing script", { ...statusError, sourceLocation: { url: "http://127.0.0.1:4000/assets/gone.js" } }],
    ["the logged path of another page", { ...specLog, description: `${specLog.description}/x` }],
    [
      "a server error",
      { ...statusError, description: statusError.description.replace("404 (Not Found)", "500") },
    ],
  ])("keeps the failure for any other console error: %s", (_, error) => {
    expect(bestPracticesWithExpectedErrors(lhr([statusError, error]), notFoundPageLogs)).toBeUndefined();
  });

  it("changes nothing when the console was clean", () => {
    expect(bestPracticesWithExpectedErrors(lhr([]), notFoundPageLogs)).toBeUndefined();
  });
});
