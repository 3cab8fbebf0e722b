// PUT /user {password} against its contract row (contracts/gotrue-behaviour.md, GoTrue's
// models.User.UpdatePassword): driven by the real supabase-js, as a visitor signed in on two devices. The
// device that changes the password stays signed in; the other one's access and refresh tokens stop working
// at once; the same password again is 422 same_password.
import {
  AuthApiError,
  createClient,
  type SupabaseClient,
  type SupportedStorage,
} from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "../config.ts";
import { fileStack, uniqueEmail } from "./test-support.ts";

const stack = fileStack();

/** A device: supabase-js as the site configures it, with its own storage. */
function device(): SupabaseClient {
  const memory = new Map<string, string>();
  const storage: SupportedStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  return createClient(stack.auth.url, LOCAL_PUBLISHABLE_KEY, {
    auth: {
      flowType: "pkce",
      storage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

/** A confirmed account, signed in on two devices. */
async function signedInTwice(
  password: string,
): Promise<{ email: string; laptop: SupabaseClient; phone: SupabaseClient }> {
  const email = uniqueEmail("password");
  await stack.call("POST", "/auth/v1/signup", { body: { email, password } });
  await stack.follow(await stack.confirmationLink(email));
  const [laptop, phone] = [device(), device()];
  for (const client of [laptop, phone]) {
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
  }
  return { email, laptop, phone };
}

describe("changing the password (PUT /user)", () => {
  it("keeps this device signed in and signs every other device out at once", async () => {
    const { email, laptop, phone } = await signedInTwice("first-password");
    const phoneSession = (await phone.auth.getSession()).data.session!;

    const events: string[] = [];
    laptop.auth.onAuthStateChange((event) => events.push(event));
    const changed = await laptop.auth.updateUser({ password: "second-password" });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    expect(events).toContain("USER_UPDATED");

    // this device: its access token and its refresh token still work
    expect((await laptop.auth.getUser()).error).toBeNull();
    const refreshed = await laptop.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await laptop.auth.getUser()).data.user?.email).toBe(email);

    // the other device: its access token is refused at once (no waiting for it to expire), so is its
    // refresh token
    const user = await stack.call("GET", "/auth/v1/user", { token: phoneSession.access_token });
    expect([user.status, user.body.code]).toEqual([403, "session_not_found"]);
    const refresh = await stack.call("POST", "/auth/v1/token?grant_type=refresh_token", {
      body: { refresh_token: phoneSession.refresh_token },
    });
    expect([refresh.status, refresh.body.code]).toEqual([400, "session_not_found"]);
    // supabase-js on that device: session_not_found is its AuthSessionMissingError; the user it asks the
    // service for is gone, so it forgets the session
    const phoneRefresh = await phone.auth.refreshSession();
    expect(phoneRefresh.error?.name).toBe("AuthSessionMissingError");
    const phoneUser = await phone.auth.getUser();
    expect([phoneUser.data.user, phoneUser.error?.name]).toEqual([null, "AuthSessionMissingError"]);
    expect((await phone.auth.getSession()).data.session).toBeNull();

    // the new password signs in, the old one no longer does
    const fresh = device();
    const old = await fresh.auth.signInWithPassword({ email, password: "first-password" });
    expect((old.error as AuthApiError | null)?.code).toBe("invalid_credentials");
    expect((await fresh.auth.signInWithPassword({ email, password: "second-password" })).error).toBeNull();
  });

  it("refuses the same password with 422 same_password and changes nothing", async () => {
    const { email, laptop, phone } = await signedInTwice("same-password");
    const same = await laptop.auth.updateUser({ password: "same-password" });
    expect(same.error).toBeInstanceOf(AuthApiError);
    expect([same.error?.status, (same.error as AuthApiError).code, same.error?.message]).toEqual([
      422,
      "same_password",
      "New password should be different from the old password.",
    ]);
    // the other device was not signed out, and the password still works
    expect((await phone.auth.getUser()).data.user?.email).toBe(email);
    expect((await device().auth.signInWithPassword({ email, password: "same-password" })).error).toBeNull();
  });

  it("checks the strength first: a short password is weak_password, even when it is the same", async () => {
    const email = uniqueEmail("password-weak");
    // an account whose password is below today's minimum, from before a stricter policy
    await stack.restart({ minPasswordLength: 4 });
    await stack.call("POST", "/auth/v1/signup", { body: { email, password: "abcd" } });
    await stack.follow(await stack.confirmationLink(email));
    await stack.restart({ minPasswordLength: 6 });
    const session = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email, password: "abcd" },
    });
    const weak = await stack.call("PUT", "/auth/v1/user", {
      token: session.body.access_token,
      body: { password: "abcd" },
    });
    expect([weak.status, weak.body.code]).toEqual([422, "weak_password"]);
  });

  it("answers the contract's shapes over plain HTTP (versioned and unversioned errors)", async () => {
    const password = "plain-http-pw";
    const { email } = await signedInTwice(password);
    const session = await stack.call("POST", "/auth/v1/token?grant_type=password", {
      body: { email, password },
    });
    for (const versioned of [true, false]) {
      const same = await stack.call("PUT", "/auth/v1/user", {
        token: session.body.access_token,
        body: { password },
        versioned,
      });
      expect(same.status).toBe(422);
      expect(versioned ? same.body.code : same.body.error_code).toBe("same_password");
    }
  });
});
