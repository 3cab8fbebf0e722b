// Access tokens: HS256 JWTs signed with a random secret kept in the data folder, so tokens stay
// valid across restarts and no secret is committed.
import { randomBytes } from "node:crypto";
import { chmod, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: "aal1";
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  is_anonymous: boolean;
}

export async function loadSecret(dataDir: string): Promise<Uint8Array> {
  const file = path.join(dataDir, "jwt-secret");
  try {
    const secret = (await readFile(file, "utf8")).trim();
    await chmod(file, 0o600); // a secret written by an older version may be world-readable
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const secret = randomBytes(32).toString("base64url");
    await writeFile(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

export class Signer {
  private readonly secret: Uint8Array;
  private readonly issuer: string;
  private readonly clock: () => number;

  constructor(secret: Uint8Array, issuer: string, clock: () => number = Date.now) {
    this.secret = secret;
    this.issuer = issuer;
    this.clock = clock;
  }

  async sign(claims: Omit<AccessClaims, "iss" | "aud" | "exp" | "iat">, now: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(this.issuer)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The claims of a valid token; otherwise the reason, worded like GoTrue's bad_jwt messages. */
  async verify(token: string): Promise<{ claims: AccessClaims } | { reason: string }> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ["HS256"],
        issuer: this.issuer,
        currentDate: new Date(this.clock()),
      });
      if (typeof payload.sub !== "string" || typeof payload.session_id !== "string") {
        return { reason: "token has invalid claims: missing sub or session_id" };
      }
      return { claims: payload as AccessClaims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        return { reason: "token has invalid claims: token is expired" };
      if (error instanceof joseErrors.JWTClaimValidationFailed) return { reason: "token has invalid claims" };
      return { reason: "signature is invalid" };
    }
  }
}
