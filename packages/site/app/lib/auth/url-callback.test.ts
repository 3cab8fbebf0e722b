import { describe, expect, it } from "vitest";
import { readAuthCallback, withoutAuthParams } from "./url-callback";

/** an auth code as GoTrue issues them (a UUID) */
const CODE = "3f2b8c1e-9d4a-4e6b-8a1f-2c7d5e9b0a14";

describe("auth redirects in the address bar", () => {
  it.each([
    ["http://x.test/", { kind: "none" }],
    ["http://x.test/#pricing", { kind: "none" }],
    [`http://x.test/?code=${CODE}&sb_flow_id=f1`, { kind: "code" }],
    // GoTrue's codes are UUIDs: a campaign's or a referral's code is not a sign-in, and stays
    ["http://x.test/?code=SPRING25", { kind: "none" }],
    ["http://x.test/?code=SPRING25&sb_flow_id=f1", { kind: "ignored" }],
    // a token fragment is never a session: it is only removed
    [
      "http://x.test/#access_token=a&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=signup",
      { kind: "ignored" },
    ],
    ["http://x.test/#refresh_token=r", { kind: "ignored" }],
    // auth keys without a session token are as much the redirect's: ignored too, so they get removed
    ["http://x.test/#provider_token=p&provider_refresh_token=q", { kind: "ignored" }],
    ["http://x.test/#expires_in=3600&token_type=bearer&type=signup", { kind: "ignored" }],
    ["http://x.test/?sb_flow_id=f1", { kind: "ignored" }],
    // errors are read by code only; their description is not part of the result
    [
      "http://x.test/?error=access_denied&error_code=access_denied&error_description=The+user+denied+the+request",
      { kind: "error", code: "access_denied" },
    ],
    [
      "http://x.test/#error=access_denied&error_code=otp_expired&error_description=Call+555-0100",
      { kind: "error", code: "otp_expired" },
    ],
    ["http://x.test/?error=server_error", { kind: "error", code: "server_error" }],
    ["http://x.test/?error_description=Call+555-0100", { kind: "error", code: "unexpected_failure" }],
  ])("%s", (href, expected) => {
    expect(readAuthCallback(href)).toEqual(expected);
  });

  // the session reads the address only when readAuthCallback says it is not "none": anything it removes
  // must therefore not be "none", or it stays in the address bar and history
  it.each([
    "access_token",
    "refresh_token",
    "expires_at",
    "expires_in",
    "token_type",
    "type",
    "provider_token",
    "provider_refresh_token",
    "error",
    "error_code",
    "error_description",
  ])("a fragment with only #%s=… is acted on and removed from the address", (key) => {
    const href = `http://x.test/page?tab=2#${key}=v`;
    expect(readAuthCallback(href).kind).not.toBe("none");
    expect(withoutAuthParams(href)).toBe("/page?tab=2");
  });

  it("leaves an ordinary anchor alone", () => {
    for (const href of ["http://x.test/#pricing", "http://x.test/about?tab=2#features"]) {
      expect(readAuthCallback(href)).toEqual({ kind: "none" });
      expect(withoutAuthParams(href)).toBe(href.slice("http://x.test".length));
    }
  });

  it("removes every auth parameter and keeps the rest", () => {
    expect(withoutAuthParams(`http://x.test/?code=${CODE}&sb_flow_id=f&tab=2`)).toBe("/?tab=2");
    expect(withoutAuthParams("http://x.test/?code=SPRING25&sb_flow_id=f")).toBe("/?code=SPRING25");
    expect(withoutAuthParams("http://x.test/page#access_token=a&refresh_token=r&token_type=bearer")).toBe(
      "/page",
    );
    expect(withoutAuthParams("http://x.test/?error=x&error_description=y#error=x")).toBe("/");
    expect(withoutAuthParams("http://x.test/about#pricing")).toBe("/about#pricing");
  });
});
