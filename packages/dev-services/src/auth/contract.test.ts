// The local auth service against the contract: real HTTP, real SMTP, and every response of the API
// checked against the OpenAPI file by `stack.call` (see test-support.ts / openapi-contract.ts).
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionSchema, shapeProblems, userSchema } from "./openapi-contract.ts";
import { challengeFor, SITE_URL, startStack, uniqueEmail, type Stack } from "./test-support.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  expect(stack.checked).toBeGreaterThan(40); // the suite really went through the validator
  await stack.close();
});

async function confirmedUser(email = uniqueEmail(), password = "correct-horse") {
  const signup = await stack.call("POST", "/auth/v1/signup", {
    body: { email, password, data: { full_name: "Test User" } },
  });
  expect(signup.status).toBe(200);
  const link = await stack.confirmationLink(email);
  const verify = await stack.call("GET", link, { apikey: null, versioned: false });
  expect(verify.status).toBe(302);
  return { email, password, id: signup.body.id as string };
}

async function signIn(email: string, password: string) {
  const response = await stack.call("POST", "/auth/v1/token?grant_type=password", {
    body: { email, password },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe("sign-up with e-mail confirmation on", () => {
  it("returns the bare user, mails a link, and the link confirms and signs in (implicit)", async () => {
    const email = uniqueEmail("signup");
    const signup = await stack.call("POST", "/auth/v1/signup", {
      body: { email, password: "secret-pw", data: { full_name: "Ada Lovelace" } },
    });
    expect(signup.status).toBe(200);
    expect(shapeProblems(signup.body, userSchema)).toEqual([]);
    expect(signup.body.access_token).toBeUndefined();
    expect(signup.body.email_confirmed_at).toBeUndefined();
    expect(signup.body.confirmation_sent_at).toBeTypeOf("string");
    expect(signup.body.user_metadata).toEqual({ full_name: "Ada Lovelace" });
    expect(signup.body.identities).toHaveLength(1);

    const mails = (await stack.mail.messages()).filter((message) => message.envelope.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Confirm Your Signup");

    const early = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email, password: "secret-pw" },
    });
    expect([early.status, early.body.code]).toEqual([400, "email_not_confirmed"]);

    const verify = await stack.call("GET", await stack.confirmationLink(email), {
      apikey: null,
      versioned: false,
    });
    expect(verify.status).toBe(302);
    const location = new URL(verify.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(`${SITE_URL}/`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("type")).toBe("signup");
    expect(Number(fragment.get("expires_in"))).toBe(3600);

    const user = await stack.call("GET", "/auth/v1/user", { token: fragment.get("access_token") ?? "" });
    expect(user.status).toBe(200);
    expect(user.body.email_confirmed_at).toBeTypeOf("string");
    expect(user.body.user_metadata).toEqual({ full_name: "Ada Lovelace", email_verified: true });

    // the link is single-use
    const again = await stack.call("GET", await stack.confirmationLink(email), {
      apikey: null,
      versioned: false,
    });
    const error = new URLSearchParams(new URL(again.headers.get("location") ?? "").hash.slice(1));
    expect(error.get("error_code")).toBe("otp_expired");
  });

  it("with PKCE the link returns ?code= which exchanges (once) for a session", async () => {
    const email = uniqueEmail("pkce");
    const verifier = "v".repeat(20) + Math.random().toString(36).slice(2).padEnd(30, "x");
    await stack.call(
      "POST",
      `/auth/v1/signup?redirect_to=${encodeURIComponent(`${SITE_URL}/?sb_flow_id=abc`)}`,
      {
        body: {
          email,
          password: "secret-pw",
          code_challenge: await challengeFor(verifier),
          code_challenge_method: "s256",
        },
      },
    );
    const verify = await stack.call("GET", await stack.confirmationLink(email), {
      apikey: null,
      versioned: false,
    });
    const location = new URL(verify.headers.get("location") ?? "");
    expect(location.searchParams.get("sb_flow_id")).toBe("abc");
    const code = location.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const wrong = await stack.call("POST", "/auth/v1/token?grant_type=pkce", {
      body: { auth_code: code, code_verifier: "nope".repeat(12) },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, "bad_code_verifier"]);
    const session = await stack.call("POST", "/auth/v1/token?grant_type=pkce", {
      body: { auth_code: code, code_verifier: verifier },
    });
    expect(session.status).toBe(200);
    expect(shapeProblems(session.body, sessionSchema)).toEqual([]);
    const claims = decodeJwt(session.body.access_token);
    expect(claims.amr).toEqual([{ method: "email/signup", timestamp: expect.any(Number) }]);
    const reuse = await stack.call("POST", "/auth/v1/token?grant_type=pkce", {
      body: { auth_code: code, code_verifier: verifier },
    });
    expect([reuse.status, reuse.body.code]).toEqual([404, "flow_state_not_found"]);
  });

  it("a redirect_to off the allow list falls back to the Site URL", async () => {
    const email = uniqueEmail("redirect");
    await stack.call(
      "POST",
      `/auth/v1/signup?redirect_to=${encodeURIComponent("https://evil.example/steal")}`,
      {
        body: { email, password: "secret-pw" },
      },
    );
    const verify = await stack.call("GET", await stack.confirmationLink(email), {
      apikey: null,
      versioned: false,
    });
    expect(verify.headers.get("location")?.startsWith(`${SITE_URL}/#access_token=`)).toBe(true);
  });

  it("signing up again with a confirmed address reveals nothing (obfuscated user, no mail)", async () => {
    const { email, id } = await confirmedUser();
    const before = (await stack.mail.messages()).length;
    const again = await stack.call("POST", "/auth/v1/signup", { body: { email, password: "another-pw" } });
    expect(again.status).toBe(200);
    expect(shapeProblems(again.body, userSchema)).toEqual([]);
    expect(again.body.id).not.toBe(id);
    expect(again.body.identities).toEqual([]);
    expect((await stack.mail.messages()).length).toBe(before);
    await signIn(email, "correct-horse"); // the password did not change
  });

  it("a failed confirmation mail creates no user", async () => {
    const email = uniqueEmail("nomail");
    stack.mail.setMode("down", [email]);
    try {
      const response = await stack.call("POST", "/auth/v1/signup", {
        body: { email, password: "secret-pw" },
      });
      expect([response.status, response.body.code]).toEqual([500, "unexpected_failure"]);
    } finally {
      stack.mail.setMode("up");
    }
    const retry = await stack.call("POST", "/auth/v1/signup", { body: { email, password: "secret-pw" } });
    expect(retry.body.identities).toHaveLength(1);
  });
});

describe("sessions", () => {
  it("password sign-in gives a session whose JWT carries the contract's claims", async () => {
    const { email, password, id } = await confirmedUser();
    const session = await signIn(email, password);
    expect(shapeProblems(session, sessionSchema)).toEqual([]);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(decodeProtectedHeader(session.access_token).alg).toBe("HS256");
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.auth.url}/auth/v1`,
      sub: id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Test User", email_verified: true },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toBeTypeOf("string");
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(session.user.last_sign_in_at).toBeTypeOf("string");
  });

  // the refresh_token grant (rotation, reuse, family revocation) has its own file: refresh.test.ts

  it("PUT /user updates user data and the password", async () => {
    const { email, password } = await confirmedUser();
    const session = await signIn(email, password);
    const updated = await stack.call("PUT", "/auth/v1/user", {
      token: session.access_token,
      body: { data: { company: "Orbitag" }, password: "brand-new-pw" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user_metadata).toMatchObject({ full_name: "Test User", company: "Orbitag" });
    await signIn(email, "brand-new-pw");
    const weak = await stack.call("PUT", "/auth/v1/user", {
      token: session.access_token,
      body: { password: "123" },
    });
    expect([weak.status, weak.body.code]).toEqual([422, "weak_password"]);
  });

  it.each([
    ["local", [false, true]],
    ["others", [true, false]],
    ["global", [false, false]],
  ] as const)(
    "logout scope=%s ends the right sessions with 204",
    async (scope, [currentAlive, otherAlive]) => {
      const { email, password } = await confirmedUser();
      const current = await signIn(email, password);
      const other = await signIn(email, password);
      const logout = await stack.call("POST", `/auth/v1/logout?scope=${scope}`, {
        token: current.access_token,
      });
      expect(logout.status).toBe(204);
      expect(logout.body).toBeNull();
      const alive = async (session: { access_token: string }) =>
        (await stack.call("GET", "/auth/v1/user", { token: session.access_token })).status === 200;
      expect([await alive(current), await alive(other)]).toEqual([currentAlive, otherAlive]);
    },
  );

  it("users and sessions survive a restart", async () => {
    const { email, password } = await confirmedUser();
    const session = await signIn(email, password);
    await stack.restart();
    expect((await stack.call("GET", "/auth/v1/user", { token: session.access_token })).status).toBe(200);
    const refreshed = await stack.call("POST", "/auth/v1/token?grant_type=refresh_token", {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    await signIn(email, password);
  });
});

describe("Google through the local consent page", () => {
  const consent = (authorizeQuery: string, form: Record<string, string>) =>
    stack.googleConsent(authorizeQuery, form);

  it("PKCE: picking a test account returns ?code= for a session with the Google identity", async () => {
    const verifier = "g".repeat(50);
    const redirect = encodeURIComponent(`${SITE_URL}/`);
    const back = await consent(
      `provider=google&redirect_to=${redirect}&code_challenge=${await challengeFor(verifier)}&code_challenge_method=s256`,
      { email: "ada.tester@example.com", name: "Ada Tester" },
    );
    expect(back.origin + back.pathname).toBe(`${SITE_URL}/`);
    const session = await stack.call("POST", "/auth/v1/token?grant_type=pkce", {
      body: { auth_code: back.searchParams.get("code"), code_verifier: verifier },
    });
    expect(session.status).toBe(200);
    expect(shapeProblems(session.body, sessionSchema)).toEqual([]);
    expect(session.body.provider_token).toBeTypeOf("string");
    expect(session.body.user.app_metadata.providers).toContain("google");
    expect(session.body.user.identities.map((identity: { provider: string }) => identity.provider)).toContain(
      "google",
    );
    expect(session.body.user.user_metadata.full_name).toBe("Ada Tester");
    expect(decodeJwt(session.body.access_token).amr).toEqual([
      { method: "oauth", timestamp: expect.any(Number) },
    ]);
  });

  it("implicit: tokens come back in the fragment; an existing e-mail account is linked", async () => {
    const { email, id } = await confirmedUser();
    const back = await consent(`provider=google&redirect_to=${encodeURIComponent(`${SITE_URL}/`)}`, {
      email,
      name: "",
    });
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("provider_token")).toBeTruthy();
    const user = await stack.call("GET", "/auth/v1/user", { token: fragment.get("access_token") ?? "" });
    expect(user.body.id).toBe(id);
    expect(user.body.app_metadata.providers).toEqual(["email", "google"]);
  });

  it("cancelling comes back as an error redirect", async () => {
    const back = await consent(
      `provider=google&redirect_to=${encodeURIComponent(`${SITE_URL}/`)}&code_challenge=${"c".repeat(43)}&code_challenge_method=plain`,
      { cancel: "1" },
    );
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("error_description")).toBeTruthy();
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("an unknown state is refused", async () => {
    const response = await stack.call("GET", "/auth/v1/callback?state=nope&code=x", { apikey: null });
    expect([response.status, response.body.code]).toEqual([400, "bad_oauth_state"]);
  });
});

describe("gateway, CORS, settings and test switches", () => {
  it("answers health and settings", async () => {
    const health = await stack.call("GET", "/auth/v1/health");
    expect(health.body.name).toBe("GoTrue");
    const settings = await stack.call("GET", "/auth/v1/settings");
    expect(settings.body.external).toMatchObject({ email: true, google: true });
    expect(settings.body.mailer_autoconfirm).toBe(false);
  });

  it("checks apikey on /auth/v1/* but not on authorize, callback and verify", async () => {
    const missing = await stack.call("GET", "/auth/v1/settings", { apikey: null });
    expect([missing.status, missing.body.message]).toEqual([401, "No API key found in request"]);
    const wrong = await stack.call("GET", "/auth/v1/settings", { apikey: "sb_publishable_wrong" });
    expect([wrong.status, wrong.body.message]).toEqual([401, "Invalid API key"]);
    const open = await stack.call("GET", `/auth/v1/verify?token=x&type=signup`, {
      apikey: null,
      versioned: false,
    });
    expect(open.status).toBe(302);
  });

  it("allows the site's origin and exposes the headers the client reads", async () => {
    const preflight = await fetch(`${stack.auth.url}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: SITE_URL,
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "apikey,authorization,content-type,x-client-info,x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE_URL);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
    const response = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      headers: { origin: SITE_URL },
      body: { email: uniqueEmail(), password: "whatever" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_URL);
    expect(response.headers.get("access-control-expose-headers")).toMatch(/X-Supabase-Api-Version/i);
    expect(response.headers.get("access-control-expose-headers")).toMatch(/x-sb-error-code/i);
    expect(response.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    const foreign = await fetch(`${stack.auth.url}/auth/v1/health`, {
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("injects failures, drops and delays for matching requests only", async () => {
    const email = uniqueEmail("control");
    const set = await fetch(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fail: { status: 503, count: 1, match: email } }),
    });
    expect(set.status).toBe(200);
    const other = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email: uniqueEmail(), password: "x" },
    });
    expect(other.status).toBe(400); // not matched: untouched
    const failed = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email, password: "x" },
    });
    expect([failed.status, failed.body.code]).toEqual([503, "unexpected_failure"]);
    const next = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email, password: "x" },
    });
    expect(next.status).toBe(400); // count used up

    await fetch(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ drop: { match: email } }),
    });
    await expect(
      stack.call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: "x" } }),
    ).rejects.toThrow();

    await fetch(`${stack.auth.url}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ delay: { ms: 300, match: email } }),
    });
    const started = Date.now();
    await stack.call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: "x" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("keeps the control endpoint off unless enabled", async () => {
    const off = await startStack({ control: false });
    try {
      const response = await fetch(`${off.auth.url}/__control`, { method: "POST", body: "{}" });
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("with autoConfirm, sign-up returns a session and a taken address is an error", async () => {
    const auto = await startStack({ autoConfirm: true });
    try {
      const email = uniqueEmail("auto");
      const first = await auto.call("POST", "/auth/v1/signup", { body: { email, password: "secret-pw" } });
      expect(shapeProblems(first.body, sessionSchema)).toEqual([]);
      expect((await auto.mail.messages()).length).toBe(0);
      const second = await auto.call("POST", "/auth/v1/signup", { body: { email, password: "secret-pw" } });
      expect([second.status, second.body.code]).toEqual([422, "user_already_exists"]);
    } finally {
      await auto.close();
    }
  });
});
