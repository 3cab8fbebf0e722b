// The refresh_token grant against its contract row (contracts/gotrue-behaviour.md, from GoTrue's
// internal/tokens/service.go): rotation, the parent of the active token, the reuse interval, and family
// revocation that keeps the session. The service's clock is moved instead of waiting.
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { sessionSchema, shapeProblems } from "./openapi-contract.ts";
import { fileStack, testClock, uniqueEmail } from "./test-support.ts";

const clock = testClock();
const stack = fileStack({ now: clock.now });

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(): Promise<Session> {
  const email = uniqueEmail("refresh");
  await stack.call("POST", "/auth/v1/signup", { body: { email, password: "secret-pw" } });
  await stack.follow(await stack.confirmationLink(email));
  const response = await stack.call("POST", "/auth/v1/token?grant_type=password", {
    body: { email, password: "secret-pw" },
  });
  expect(response.status).toBe(200);
  return response.body as Session;
}

const refresh = (token: string) =>
  stack.call("POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: token } });

/** Refreshes and expects a session. */
async function rotate(token: string): Promise<Session> {
  const response = await refresh(token);
  expect(response.status).toBe(200);
  expect(shapeProblems(response.body, sessionSchema)).toEqual([]);
  return response.body as Session;
}

const sessionId = (session: Session) => decodeJwt(session.access_token).session_id;

describe("POST /token?grant_type=refresh_token", () => {
  it("rotates: each use returns a new refresh token of the same session", async () => {
    const first = await signIn();
    const second = await rotate(first.refresh_token);
    const third = await rotate(second.refresh_token);
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
    expect([sessionId(second), sessionId(third)]).toEqual([sessionId(first), sessionId(first)]);
  });

  it("the parent of the active token gets the active token back (a lost answer), however late", async () => {
    const first = await signIn();
    const second = await rotate(first.refresh_token);
    clock.advance(60_000); // far past the reuse interval: this case does not depend on it
    const again = await rotate(first.refresh_token);
    expect(again.refresh_token).toBe(second.refresh_token); // no new token
    expect(again.access_token).not.toBe(first.access_token);
    const next = await rotate(second.refresh_token); // and the active one still works
    expect(next.refresh_token).not.toBe(second.refresh_token);
  });

  it("two tabs refreshing with the same token at once both get the same new token", async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    expect(a.body.refresh_token).not.toBe(first.refresh_token);
  });

  it("another revoked token is honoured within the 10 s reuse interval of its revocation", async () => {
    const first = await signIn();
    const second = await rotate(first.refresh_token); // first revoked now
    await rotate(second.refresh_token); // first is no longer the parent of the active token
    clock.advance(10_000); // the last allowed moment
    const late = await rotate(first.refresh_token);
    expect(late.refresh_token).not.toBe(second.refresh_token);
    expect(sessionId(late)).toBe(sessionId(first));
  });

  it("after the interval, reuse revokes every refresh token of the session but keeps the session", async () => {
    const first = await signIn();
    const second = await rotate(first.refresh_token);
    const third = await rotate(second.refresh_token);
    clock.advance(10_001);
    const reuse = await refresh(first.refresh_token);
    expect([reuse.status, reuse.body.code, reuse.body.message]).toEqual([
      400,
      "refresh_token_already_used",
      "Invalid Refresh Token: Already Used",
    ]);
    clock.advance(10_001); // past the interval of the family's revocation too
    const active = await refresh(third.refresh_token);
    expect([active.status, active.body.code]).toEqual([400, "refresh_token_already_used"]);

    // the session row stays: its access token works until it expires, and logout ends it with 204
    const user = await stack.call("GET", "/auth/v1/user", { token: third.access_token });
    expect(user.status).toBe(200);
    const logout = await stack.call("POST", "/auth/v1/logout", { token: third.access_token });
    expect([logout.status, logout.body]).toEqual([204, null]);
    const after = await stack.call("GET", "/auth/v1/user", { token: third.access_token });
    expect([after.status, after.body.code]).toEqual([403, "session_not_found"]);
  });

  it("a family revocation counts as each live token's revocation: the active one is honoured 10 s more", async () => {
    const first = await signIn();
    const second = await rotate(first.refresh_token);
    const third = await rotate(second.refresh_token); // first is no longer the active token's parent
    clock.advance(10_001);
    const reuse = await refresh(first.refresh_token);
    expect([reuse.status, reuse.body.code]).toEqual([400, "refresh_token_already_used"]);
    clock.advance(10_000); // within the interval of the family's revocation (updated_at = now)
    const late = await rotate(third.refresh_token);
    expect(sessionId(late)).toBe(sessionId(first));
  });

  it("an unknown token and a token of an ended session are refused", async () => {
    const unknown = await refresh("never-issued");
    expect([unknown.status, unknown.body.code]).toEqual([400, "refresh_token_not_found"]);
    const session = await signIn();
    await stack.call("POST", "/auth/v1/logout?scope=local", { token: session.access_token });
    const gone = await refresh(session.refresh_token);
    expect([gone.status, gone.body.code]).toEqual([400, "session_not_found"]);
    const empty = await refresh("");
    expect([empty.status, empty.body.code]).toEqual([400, "validation_failed"]);
  });
});
