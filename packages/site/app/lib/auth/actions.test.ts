// The auth page's actions with the real supabase-js client against the real local service
// (HTTP, SMTP), checking exactly what the visitor would be told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { signInWithEmail, signUpWithEmail, startGoogleSignIn } from "./actions";
import { LOCAL_PUBLISHABLE_KEY } from "@orbitag/dev-services/config";
import { signedInToast, signedUpToast, unexpectedToast } from "./outcomes";
import { startLocalAuth, type LocalAuth } from "./testing/local-auth";

const text = site.messages.auth;
let service: LocalAuth;
let counter = 0;
const email = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

beforeAll(async () => {
  service = await startLocalAuth();
});
afterAll(async () => {
  await service.stop();
});

async function signedUpAndConfirmed(address: string, password: string) {
  const client = service.client();
  const result = await signUpWithEmail(
    client,
    { email: address, password, fullName: "Grace Hopper" },
    service.siteUrl,
  );
  expect(result).toEqual({ ok: true, toast: signedUpToast });
  const verify = await fetch(await service.confirmationLink(address), { redirect: "manual" });
  const code = new URL(verify.headers.get("location") ?? "").searchParams.get("code");
  expect(code).toBeTruthy();
  return { client, code: code ?? "" };
}

describe("sign-up", () => {
  it("creates the account with full_name, says so, and the mailed link signs in", async () => {
    const address = email("signup");
    const { client, code } = await signedUpAndConfirmed(address, "secret-pw");
    // the link returns to the site with a PKCE code that this client (holding the verifier) exchanges
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(address);
    expect(data.session?.user.user_metadata.full_name).toBe("Grace Hopper");
  });

  it("shows the server's reasons for a weak password", async () => {
    const result = await signUpWithEmail(
      service.client(),
      { email: email("weak"), password: "123", fullName: "A" },
      service.siteUrl,
    );
    expect(result).toEqual({
      ok: false,
      toast: {
        title: text.signUpFailed,
        description: "Password should be at least 6 characters. (Rejected because it is too short.)",
        variant: "destructive",
      },
    });
  });

  it("does not reveal that an address is taken", async () => {
    const address = email("taken");
    await signedUpAndConfirmed(address, "secret-pw");
    const again = await signUpWithEmail(
      service.client(),
      { email: address, password: "other-pw", fullName: "B" },
      service.siteUrl,
    );
    expect(again).toEqual({ ok: true, toast: signedUpToast });
  });
});

describe("sign-up where the project confirms no e-mail", () => {
  let auto: LocalAuth;
  beforeAll(async () => {
    auto = await startLocalAuth({ autoConfirm: true });
  });
  afterAll(async () => {
    await auto.stop();
  });

  it("says the account is created and reports the session, so the page goes on to '/' with the toast", async () => {
    const client = auto.client();
    const result = await signUpWithEmail(
      client,
      { email: email("auto"), password: "secret-pw", fullName: "Ada Lovelace" },
      auto.siteUrl,
    );
    expect(result).toEqual({ ok: true, toast: signedUpToast, signedIn: true });
    const { data } = await client.auth.getSession();
    expect(data.session?.user.user_metadata.full_name).toBe("Ada Lovelace");
  });
});

describe("sign-in", () => {
  it("refuses an unconfirmed account with the provider's message", async () => {
    const address = email("unconfirmed");
    await signUpWithEmail(
      service.client(),
      { email: address, password: "secret-pw", fullName: "C" },
      service.siteUrl,
    );
    const result = await signInWithEmail(service.client(), { email: address, password: "secret-pw" });
    expect(result.toast).toEqual({
      title: text.signInFailed,
      description: "Email not confirmed",
      variant: "destructive",
    });
  });

  it("refuses a wrong password and welcomes the right one, keeping the session", async () => {
    const address = email("signin");
    await signedUpAndConfirmed(address, "secret-pw");
    const client = service.client();
    const wrong = await signInWithEmail(client, { email: address, password: "wrong-pw" });
    expect(wrong).toEqual({
      ok: false,
      toast: { title: text.signInFailed, description: "Invalid login credentials", variant: "destructive" },
    });
    const right = await signInWithEmail(client, { email: address, password: "secret-pw" });
    expect(right).toEqual({ ok: true, toast: signedInToast, signedIn: true });
    const { data } = await client.auth.getSession();
    expect(data.session?.user.email).toBe(address);

    // Sign Out (global) ends the session on the server too
    const token = data.session?.access_token ?? "";
    expect((await client.auth.signOut({ scope: "global" })).error).toBeNull();
    const user = await fetch(`${service.url}/auth/v1/user`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(403);
  });

  it("shows the generic error when the service answers 503", async () => {
    const address = email("unavailable");
    await service.control({ fail: { status: 503, count: 1, match: address } });
    const result = await signInWithEmail(service.client(), { email: address, password: "secret-pw" });
    expect(result).toEqual({ ok: false, toast: unexpectedToast });
  });

  it("shows the generic error when the service is gone", async () => {
    const result = await signInWithEmail(service.client("http://127.0.0.1:9"), {
      email: email("gone"),
      password: "secret-pw",
    });
    expect(result).toEqual({ ok: false, toast: unexpectedToast });
  });
});

describe("Google", () => {
  it("sends the visitor to the service's authorize URL with PKCE and the site origin as redirect", async () => {
    let target = "";
    const result = await startGoogleSignIn(
      service.client(),
      service.siteUrl,
      { supabaseUrl: service.url, publishableKey: LOCAL_PUBLISHABLE_KEY },
      (url) => (target = url),
    );
    expect(result).toEqual({ ok: true, toast: null });
    const url = new URL(target);
    expect(url.origin + url.pathname).toBe(`${service.url}/auth/v1/authorize`);
    expect(url.searchParams.get("provider")).toBe("google");
    expect(url.searchParams.get("redirect_to")?.startsWith(`${service.siteUrl}/`)).toBe(true);
    expect(url.searchParams.get("code_challenge_method")).toBe("s256");
    const consent = await fetch(target, { redirect: "manual" });
    expect(consent.status).toBe(302);
  });

  it("says 'Google sign in failed' when the service cannot be reached, and does not navigate", async () => {
    let navigated = false;
    const result = await startGoogleSignIn(
      service.client("http://127.0.0.1:9"),
      service.siteUrl,
      { supabaseUrl: "http://127.0.0.1:9", publishableKey: LOCAL_PUBLISHABLE_KEY },
      () => (navigated = true),
    );
    expect(result).toEqual({
      ok: false,
      toast: { title: text.googleFailed, description: text.unexpected.description, variant: "destructive" },
    });
    expect(navigated).toBe(false);
  });
});
