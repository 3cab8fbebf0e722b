// Signing up again with a taken address, against its contract rows (contracts/gotrue-behaviour.md, from
// GoTrue's internal/api/signup.go): a confirmed one reveals nothing; an unconfirmed one gets the mail
// again, at most once per 60 s, with the seconds actually left in the 429's message.
import { describe, expect, it } from "vitest";
import { shapeProblems, userSchema } from "./openapi-contract.ts";
import { fileStack, SITE_URL, testClock, uniqueEmail } from "./test-support.ts";

const clock = testClock();
const stack = fileStack({ now: clock.now });

const signUp = (email: string, password = "secret-pw", data: Record<string, unknown> = {}) =>
  stack.call("POST", "/auth/v1/signup", { body: { email, password, data } });
const mailsTo = async (email: string) =>
  (await stack.mail.messages()).filter((message) => message.envelope.to.includes(email));
const rateLimitMessage = (seconds: number) =>
  `For security purposes, you can only request this after ${seconds} seconds.`;

describe("sign-up of an unconfirmed address", () => {
  it("inside 60 s of the last mail: 429 over_email_send_rate_limit naming the seconds left", async () => {
    const email = uniqueEmail("resend-wait");
    expect((await signUp(email)).status).toBe(200);
    for (const [elapsed, left] of [
      [0, 60],
      [25_000, 35],
      [59_500, 0], // Go's integer division: half a second left is "0 seconds"
    ] as const) {
      const start = clock.now();
      clock.advance(elapsed);
      const again = await signUp(email);
      expect([again.status, again.body.code, again.body.message]).toEqual([
        429,
        "over_email_send_rate_limit",
        rateLimitMessage(left),
      ]);
      expect(again.headers.get("x-sb-error-code")).toBe("over_email_send_rate_limit");
      clock.advance(start - clock.now()); // back to the moment of the first mail
    }
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("after 60 s: mails a new link, the old one is void, and nothing else about the user changes", async () => {
    const email = uniqueEmail("resend");
    const first = await signUp(email, "secret-pw", { full_name: "First Name" });
    const oldLink = await stack.confirmationLink(email);
    clock.advance(60_000);
    const again = await signUp(email, "other-password", { full_name: "Someone Else" });
    expect(again.status).toBe(200);
    expect(shapeProblems(again.body, userSchema)).toEqual([]);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.user_metadata).toEqual({ full_name: "First Name" });
    expect(await mailsTo(email)).toHaveLength(2);
    const newLink = await stack.confirmationLink(email);
    expect(newLink).not.toBe(oldLink);
    clock.advance(1_000); // the window starts again from the new mail
    expect((await signUp(email)).body.message).toBe(rateLimitMessage(59));

    const stale = await stack.follow(oldLink);
    expect(new URLSearchParams(stale.hash.slice(1)).get("error_code")).toBe("otp_expired");
    const confirmed = await stack.follow(newLink);
    expect(confirmed.origin + confirmed.pathname).toBe(`${SITE_URL}/`);
    expect(new URLSearchParams(confirmed.hash.slice(1)).get("access_token")).toBeTruthy();
    // the second attempt could not set the password: only its owner's first one works
    const signIn = (password: string) =>
      stack.call("POST", "/auth/v1/token?grant_type=password", { body: { email, password } });
    expect((await signIn("other-password")).body.code).toBe("invalid_credentials");
    expect((await signIn("secret-pw")).status).toBe(200);
  });
});

describe("sign-up of a confirmed address", () => {
  it("answers an obfuscated user with no session and sends nothing, at any pace", async () => {
    const email = uniqueEmail("taken");
    const first = await signUp(email);
    await stack.follow(await stack.confirmationLink(email));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await signUp(email, "another-pw");
      expect(again.status).toBe(200);
      expect(again.body.id).not.toBe(first.body.id);
      expect(again.body.identities).toEqual([]);
      expect(again.body.access_token).toBeUndefined();
    }
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
