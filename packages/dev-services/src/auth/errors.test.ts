// One case per row of the error table in contracts/gotrue-behaviour.md, read from the file itself,
// each checked in both error body formats (with and without X-Supabase-Api-Version).
import { readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS_DIR, shapeProblems, userSchema } from "./openapi-contract.ts";
import { startStack, testClock, uniqueEmail, type CallResult, type Stack } from "./test-support.ts";

interface Row {
  case: string;
  /** every status the row allows ("200 or 429") */
  statuses: number[];
  codes: string[];
  /** the quoted message; an N in it stands for a number */
  message: RegExp | null;
}

function errorTable(): Row[] {
  const markdown = readFileSync(path.join(CONTRACTS_DIR, "gotrue-behaviour.md"), "utf8");
  const section = markdown.split("## Errors")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("|---") && !line.startsWith("| case"))
    .map((line) => {
      const [label = "", status = "", detail = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      // an error code starts the cell or follows a "/" or a status: "429 over_email_send_rate_limit"
      const words = (detail.split('"')[0] ?? "").split(/\s+/).filter(Boolean);
      const codes = words.filter(
        (word, i) =>
          word.includes("_") && (i === 0 || words[i - 1] === "/" || /^\d{3}$/.test(words[i - 1] ?? "")),
      );
      const quoted = /"([^"]+)"/.exec(detail)?.[1];
      const escaped = quoted?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\bN\b/g, "\\d+");
      return {
        case: label,
        statuses: [...status.matchAll(/\d{3}/g)].map((match) => Number(match[0])),
        codes,
        message: escaped ? new RegExp(`^${escaped}$`) : null,
      };
    });
}

const clock = testClock();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ rateLimit: undefined, now: clock.now });
});
afterAll(async () => {
  await stack.close();
});

type Scenario = (versioned: boolean) => Promise<CallResult[]>;

const token = (versioned: boolean, body: unknown) =>
  stack.call("POST", "/auth/v1/token?grant_type=password", { versioned, body });
const signup = (versioned: boolean, body: unknown) =>
  stack.call("POST", "/auth/v1/signup", { versioned, body });

async function confirmed(versioned: boolean) {
  const email = uniqueEmail("row");
  await signup(versioned, { email, password: "secret-pw" });
  await stack.call("GET", await stack.confirmationLink(email), { apikey: null, versioned: false });
  return email;
}

async function session(versioned: boolean) {
  const email = await confirmed(versioned);
  return (await token(versioned, { email, password: "secret-pw" })).body as {
    access_token: string;
    refresh_token: string;
  };
}

const scenarios: Record<string, Scenario> = {
  "wrong password or unknown e-mail": async (v) => {
    const email = await confirmed(v);
    return [
      await token(v, { email, password: "wrong-pw" }),
      await token(v, { email: uniqueEmail("nobody"), password: "secret-pw" }),
    ];
  },
  "e-mail not confirmed (checked after the password)": async (v) => {
    const email = uniqueEmail("unconfirmed");
    await signup(v, { email, password: "secret-pw" });
    // a wrong password on an unconfirmed account is still just bad credentials
    expect((await token(v, { email, password: "wrong-pw" })).status).toBe(400);
    expect((await token(v, { email, password: "wrong-pw" })).headers.get("x-sb-error-code")).toBe(
      "invalid_credentials",
    );
    return [await token(v, { email, password: "secret-pw" })];
  },
  "neither e-mail nor phone on /token": async (v) => [await token(v, { password: "secret-pw" })],
  "signup with empty password": async (v) => [await signup(v, { email: uniqueEmail(), password: "" })],
  "signup with no e-mail and no phone": async (v) => [await signup(v, { password: "secret-pw" })],
  "malformed e-mail": async (v) => [await signup(v, { email: "not-an-address", password: "secret-pw" })],
  "weak password (default minimum length 6)": async (v) => {
    const response = await signup(v, { email: uniqueEmail(), password: "12345" });
    expect(response.body.weak_password).toEqual({ reasons: ["length"] });
    return [response];
  },
  "password over 72 characters": async (v) => [
    await signup(v, { email: uniqueEmail(), password: "x".repeat(73) }),
  ],
  "user exists, confirmation OFF": async (v) => {
    const auto = await startStack({ autoConfirm: true });
    try {
      const email = uniqueEmail();
      await auto.call("POST", "/auth/v1/signup", { versioned: v, body: { email, password: "secret-pw" } });
      return [
        await auto.call("POST", "/auth/v1/signup", { versioned: v, body: { email, password: "secret-pw" } }),
      ];
    } finally {
      await auto.close();
    }
  },
  "user exists and is CONFIRMED, confirmation ON": async (v) => {
    const email = await confirmed(v);
    const response = await signup(v, { email, password: "secret-pw" });
    expect(response.body.identities).toEqual([]);
    expect(shapeProblems(response.body, userSchema)).toEqual([]);
    return [response];
  },
  "user exists UNCONFIRMED, confirmation ON": async (v) => {
    const email = uniqueEmail("unconfirmed-again");
    await signup(v, { email, password: "secret-pw" });
    clock.advance(60_000);
    const resent = await signup(v, { email, password: "secret-pw" }); // the mail goes out again
    clock.advance(20_000);
    const limited = await signup(v, { email, password: "secret-pw" });
    expect(limited.body[v ? "message" : "msg"]).toBe(
      "For security purposes, you can only request this after 40 seconds.",
    );
    return [resent, limited];
  },
  "refresh token unknown / reused / session gone": async (v) => {
    const refresh = (refreshToken: string) =>
      stack.call("POST", "/auth/v1/token?grant_type=refresh_token", {
        versioned: v,
        body: { refresh_token: refreshToken },
      });
    const unknown = await refresh("no-such-token");
    const first = await session(v);
    const second = (await refresh(first.refresh_token)).body as { refresh_token: string };
    await refresh(second.refresh_token); // first is no longer the parent of the active token
    clock.advance(10_001); // past refresh_token_reuse_interval
    const reused = await refresh(first.refresh_token);
    const other = await session(v);
    await stack.call("POST", "/auth/v1/logout?scope=global", { versioned: v, token: other.access_token });
    const gone = await refresh(other.refresh_token);
    return [unknown, reused, gone];
  },
  "no bearer token": async (v) => [
    await stack.call("GET", "/auth/v1/user", { versioned: v, authorization: null }),
  ],
  "expired or forged JWT": async (v) => {
    const secret = new TextEncoder().encode(
      readFileSync(path.join(stack.options.dataDir, "jwt-secret"), "utf8").trim(),
    );
    const current = await session(v);
    const claims = JSON.parse(
      Buffer.from(current.access_token.split(".")[1] ?? "", "base64url").toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(secret);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("not-the-secret-0123456789abcdef"));
    return [
      await stack.call("GET", "/auth/v1/user", { versioned: v, token: expired }),
      await stack.call("GET", "/auth/v1/user", { versioned: v, token: forged }),
    ];
  },
  "session logged out": async (v) => {
    const current = await session(v);
    await stack.call("POST", "/auth/v1/logout?scope=local", { versioned: v, token: current.access_token });
    return [await stack.call("GET", "/auth/v1/user", { versioned: v, token: current.access_token })];
  },
  "provider not enabled": async (v) => [
    await stack.call("GET", "/auth/v1/authorize?provider=github", { versioned: v, apikey: null }),
  ],
  "rate limited": async (v) => {
    const limited = await startStack({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const attempt = () =>
        limited.call("POST", "/auth/v1/token?grant_type=password", {
          versioned: v,
          body: { email: uniqueEmail(), password: "x" },
        });
      await attempt();
      await attempt();
      return [await attempt()];
    } finally {
      await limited.close();
    }
  },
};

const rows = errorTable();

it("reads the error table and has a scenario for every row", () => {
  expect(rows.length).toBeGreaterThanOrEqual(17);
  expect(rows.map((row) => row.case).sort()).toEqual(Object.keys(scenarios).sort());
});

describe.each(rows)("$case", (row) => {
  it.each([true, false])("versioned=%s", async (versioned) => {
    const scenario = scenarios[row.case];
    if (!scenario) throw new Error(`no scenario for "${row.case}"`);
    const responses = await scenario(versioned);
    expect(responses.length).toBeGreaterThanOrEqual(Math.max(1, row.codes.length));
    responses
      .filter((response) => {
        expect(row.statuses).toContain(response.status);
        return response.status >= 400;
      })
      .forEach((response, index) => {
        const code = row.codes[Math.min(index, row.codes.length - 1)];
        expect(response.headers.get("x-sb-error-code")).toBe(code);
        if (versioned) {
          expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
          expect(response.body).toMatchObject({ code, message: expect.any(String) });
          if (row.message) expect(response.body.message).toMatch(row.message);
        } else {
          expect(response.headers.get("x-supabase-api-version")).toBeNull();
          expect(response.body).toMatchObject({
            code: response.status,
            error_code: code,
            msg: expect.any(String),
          });
          if (row.message) expect(response.body.msg).toMatch(row.message);
        }
      });
  });
});
