// PKCE, the service side (issue 15, finding 1): a flow started with a code_challenge comes back to the site
// as `?code=`, never as tokens in the URL, and only the holder of the verifier (kept by supabase-js in the
// browser that started the flow) can exchange it: once, within the flow's five minutes.
// Facts from supabase/auth internal/api/{pkce,token,verify,external}.go and internal/models/flow_state.go.
import { randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { sessionSchema, shapeProblems } from "./openapi-contract.ts";
import { challengeFor, fileStack, SITE_URL, testClock, uniqueEmail } from "./test-support.ts";

const clock = testClock();
const stack = fileStack({ now: clock.now });

/** 43 base64url characters, like supabase-js's verifier */
const newVerifier = () => randomBytes(32).toString("base64url");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function pkceSignUp(email: string, verifier: string, method: "s256" | "plain" = "s256") {
  const redirect = encodeURIComponent(`${SITE_URL}/auth?next=%2Fabout`);
  const response = await stack.call("POST", `/auth/v1/signup?redirect_to=${redirect}`, {
    body: {
      email,
      password: "secret-pw",
      code_challenge: method === "s256" ? await challengeFor(verifier) : verifier,
      code_challenge_method: method,
    },
  });
  expect(response.status).toBe(200);
  return response;
}

const exchange = (authCode: unknown, codeVerifier: unknown) =>
  stack.call("POST", "/auth/v1/token?grant_type=pkce", {
    body: { auth_code: authCode, code_verifier: codeVerifier },
  });

const passwordSignIn = (email: string) =>
  stack.call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: "secret-pw" } });

describe("PKCE sign-up", () => {
  it("mails a pkce_ link whose redirect carries ?code= and no token anywhere in the URL", async () => {
    const email = uniqueEmail("pkce-link");
    await pkceSignUp(email, newVerifier());
    const link = new URL(await stack.confirmationLink(email));
    expect(link.searchParams.get("token")).toMatch(/^pkce_/);
    expect(link.searchParams.get("type")).toBe("signup");

    const back = await stack.follow(link.toString());
    expect(back.origin + back.pathname).toBe(`${SITE_URL}/auth`);
    expect(back.searchParams.get("next")).toBe("/about"); // the site's own query survives
    expect(back.searchParams.get("code")).toMatch(UUID);
    expect(back.hash).toBe("");
    expect(back.toString()).not.toMatch(/access_token|refresh_token/);
    // the link confirmed the address
    expect((await passwordSignIn(email)).status).toBe(200);
  });

  it("only the verifier behind the challenge exchanges the code, and only once", async () => {
    const email = uniqueEmail("pkce-once");
    const verifier = newVerifier();
    await pkceSignUp(email, verifier);
    const code = (await stack.follow(await stack.confirmationLink(email))).searchParams.get("code");

    const missing = await exchange(code, "");
    expect([missing.status, missing.body.code]).toEqual([400, "validation_failed"]);
    expect(missing.body.message).toBe(
      "invalid request: both auth code and code verifier should be non-empty",
    );
    const unknown = await exchange("00000000-0000-4000-8000-000000000000", verifier);
    expect([unknown.status, unknown.body.code]).toEqual([404, "flow_state_not_found"]);
    const wrong = await exchange(code, newVerifier());
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    ]);

    const session = await exchange(code, verifier); // the wrong verifier did not spend it
    expect(session.status).toBe(200);
    expect(shapeProblems(session.body, sessionSchema)).toEqual([]);
    expect(session.body.user.email).toBe(email);
    expect(session.body.user.email_confirmed_at).toBeTypeOf("string");
    expect(decodeJwt(session.body.access_token).amr).toEqual([
      { method: "email/signup", timestamp: expect.any(Number) },
    ]);
    const user = await stack.call("GET", "/auth/v1/user", { token: session.body.access_token });
    expect(user.status).toBe(200);

    const again = await exchange(code, verifier);
    expect([again.status, again.body.code]).toEqual([404, "flow_state_not_found"]);
  });

  it("the plain method compares the verifier as it is", async () => {
    const email = uniqueEmail("pkce-plain");
    const verifier = newVerifier();
    await pkceSignUp(email, verifier, "plain");
    const code = (await stack.follow(await stack.confirmationLink(email))).searchParams.get("code");
    expect((await exchange(code, await challengeFor(verifier))).body.code).toBe("bad_code_verifier");
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it("a flow older than five minutes cannot be exchanged, but the address is confirmed", async () => {
    const email = uniqueEmail("pkce-late");
    const verifier = newVerifier();
    await pkceSignUp(email, verifier);
    clock.advance(301_000); // GoTrue's flow state expiry (300 s) counts from the sign-up
    const code = (await stack.follow(await stack.confirmationLink(email))).searchParams.get("code");
    const late = await exchange(code, verifier);
    expect([late.status, late.body.code, late.body.message]).toEqual([
      422,
      "flow_state_expired",
      "invalid flow state, flow state has expired",
    ]);
    expect((await passwordSignIn(email)).status).toBe(200);
  });

  it("a spent link reports otp_expired in the query and the fragment", async () => {
    const email = uniqueEmail("pkce-spent");
    await pkceSignUp(email, newVerifier());
    const link = await stack.confirmationLink(email);
    await stack.follow(link);
    const again = await stack.follow(link);
    expect(again.searchParams.get("code")).toBeNull();
    for (const params of [again.searchParams, new URLSearchParams(again.hash.slice(1))]) {
      expect(params.get("error")).toBe("access_denied");
      expect(params.get("error_code")).toBe("otp_expired");
      expect(params.get("error_description")).toBe("Email link is invalid or has expired");
    }
  });

  it.each([
    [{ code_challenge: "x".repeat(43) }, "PKCE flow requires code_challenge_method and code_challenge"],
    [{ code_challenge_method: "s256" }, "PKCE flow requires code_challenge_method and code_challenge"],
    [
      { code_challenge: "short", code_challenge_method: "s256" },
      "code challenge has to be between 43 and 128 characters",
    ],
    [
      { code_challenge: `${"x".repeat(42)}!`, code_challenge_method: "s256" },
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    ],
    [
      { code_challenge: "x".repeat(43), code_challenge_method: "sha1" },
      'unsupported code_challenge method "sha1"',
    ],
  ])("refuses a malformed challenge %j before anything is stored", async (pkce, message) => {
    const email = uniqueEmail("pkce-bad");
    const response = await stack.call("POST", "/auth/v1/signup", {
      body: { email, password: "secret-pw", ...pkce },
    });
    expect([response.status, response.body.code, response.body.message]).toEqual([
      400,
      "validation_failed",
      message,
    ]);
    expect((await stack.mail.messages()).some((mail) => mail.envelope.to.includes(email))).toBe(false);
  });
});

describe("PKCE with Google", () => {
  const authorizeQuery = async (verifier: string) =>
    `provider=google&redirect_to=${encodeURIComponent(`${SITE_URL}/`)}&code_challenge=${await challengeFor(verifier)}&code_challenge_method=s256`;

  it("the return carries ?code= only; the exchange gives the Google session once", async () => {
    const verifier = newVerifier();
    const back = await stack.googleConsent(await authorizeQuery(verifier), {
      email: "grace.tester@example.com",
      name: "Grace Tester",
    });
    expect(back.searchParams.get("code")).toMatch(UUID);
    expect(back.hash).toBe("");
    const session = await exchange(back.searchParams.get("code"), verifier);
    expect(session.status).toBe(200);
    expect(session.body.provider_token).toBeTypeOf("string");
    expect(decodeJwt(session.body.access_token).amr).toEqual([
      { method: "oauth", timestamp: expect.any(Number) },
    ]);
    expect((await exchange(back.searchParams.get("code"), verifier)).status).toBe(404);
  });

  it("the code is worthless five minutes after the click on Continue with Google", async () => {
    const verifier = newVerifier();
    const consentUrl = await stack.follow(`/auth/v1/authorize?${await authorizeQuery(verifier)}`);
    clock.advance(301_000); // the visitor dawdled on the consent page
    const answer = await stack.call("POST", "/__provider/google/consent", {
      apikey: null,
      versioned: false,
      form: { state: consentUrl.searchParams.get("state") ?? "", email: "linus.tester@example.com" },
    });
    const back = await stack.follow(answer.headers.get("location") ?? "");
    const late = await exchange(back.searchParams.get("code"), verifier);
    expect([late.status, late.body.code]).toEqual([422, "flow_state_expired"]);
  });

  it("a cancelled consent reports the error in the query and the fragment", async () => {
    const back = await stack.googleConsent(await authorizeQuery(newVerifier()), { cancel: "1" });
    expect(back.searchParams.get("code")).toBeNull();
    for (const params of [back.searchParams, new URLSearchParams(back.hash.slice(1))]) {
      expect(params.get("error")).toBe("access_denied");
      expect(params.get("error_description")).toBeTruthy();
    }
  });

  it("authorize refuses a malformed challenge", async () => {
    const response = await stack.call(
      "GET",
      `/auth/v1/authorize?provider=google&code_challenge=short&code_challenge_method=s256`,
      { apikey: null },
    );
    expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
  });
});
