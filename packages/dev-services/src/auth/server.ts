// A local stand-in for the Supabase Auth (GoTrue) HTTP API, for the paths the site uses.
// Behaviour follows contracts/gotrue-behaviour.md; shapes follow supabase-auth-openapi.yaml.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { API_VERSION, API_VERSION_HEADER, ApiError, errorBody, errors } from "./errors.ts";
import { ACCESS_TOKEN_TTL_SECONDS, loadSecret, Signer, type AccessClaims } from "./jwt.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { consentPage, ProviderGrants, type ProviderAccount } from "./provider.ts";
import { Store, type FlowStateRecord, type SessionRecord, type UserRecord } from "./store.ts";
import { Control } from "./control.ts";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../config.ts";

export interface AuthServerOptions {
  /** 0 picks a free port */
  port: number;
  host?: string;
  /** the site: default redirect target and allowed CORS origin */
  siteUrl: string;
  /** where confirmation mail goes, e.g. smtp://127.0.0.1:54325 */
  smtpUrl: string;
  /** users, sessions and the JWT secret live here */
  dataDir: string;
  /** skip e-mail confirmation: sign-up returns a session (GOTRUE_MAILER_AUTOCONFIRM) */
  autoConfirm?: boolean;
  /** start from an empty data folder; default: env LOCAL_AUTH_FRESH=true */
  fresh?: boolean;
  /** enable POST /__control (failure and delay injection); default: env LOCAL_AUTH_CONTROL=true */
  control?: boolean;
  /** the address links in mail point at; default http://127.0.0.1:<port> */
  publicUrl?: string;
  /** extra origins allowed as redirect_to targets (the site's origin and loopback always are) */
  redirectOrigins?: string[];
  /** keys accepted in `apikey` on /auth/v1/*; default the local publishable and secret keys */
  apiKeys?: string[];
  /** per-IP limit on sign-in and sign-up requests (off unless given) */
  rateLimit?: { max: number; windowMs: number };
  /** minimum password length (GoTrue's default is 6) */
  minPasswordLength?: number;
  /** how long a PKCE flow may take from its start to the code exchange (GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION, 300 s) */
  flowStateExpirySeconds?: number;
  /** the service's clock in ms since the epoch; tests pass one they can move */
  now?: () => number;
  log?: (line: string) => void;
}

export interface AuthServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const PREFIX = "/auth/v1";
// navigations from the browser: the hosted gateway lets them through without an apikey
const OPEN_PATHS = new Set(["/authorize", "/callback", "/verify"]);
const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;
// GoTrue's cleanup drops flow states a day old; so does the stand-in, so db.json does not grow forever
const FLOW_STATE_RETENTION_MS = 24 * 3600 * 1000;
// a PKCE confirmation token carries the flow type in the link (GoTrue's PKCEPrefix)
const PKCE_PREFIX = "pkce_";
// RFC 7636 section 4.2, as GoTrue checks it
const CODE_CHALLENGE_PATTERN = /^[a-zA-Z0-9._~-]{43,128}$/;
const EMAIL_RESEND_INTERVAL_S = 60;
const MAX_BODY_BYTES = 1024 * 1024;
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const CORS_EXPOSE = ["X-Supabase-Api-Version", "x-sb-error-code"].join(", ");

type Json = Record<string, unknown>;

interface Request {
  method: string;
  path: string; // below /auth/v1, or the full path for the non-API pages
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  ip: string;
  versioned: boolean;
}

type Reply =
  | { kind: "json"; status: number; body: unknown }
  | { kind: "empty"; status: number }
  | { kind: "redirect"; location: string }
  | { kind: "html"; status: number; body: string };

const json = (body: unknown, status = 200): Reply => ({ kind: "json", status, body });

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newRefreshToken = () => randomBytes(16).toString("base64url");

export async function startAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.now ?? Date.now;
  const nowIso = () => new Date(clock()).toISOString();
  const flowStateExpiryMs = (options.flowStateExpirySeconds ?? 300) * 1000;
  const fresh = options.fresh ?? process.env.LOCAL_AUTH_FRESH === "true";
  if (fresh) await rm(options.dataDir, { recursive: true, force: true });
  const store = await Store.open(options.dataDir);
  const secret = await loadSecret(options.dataDir);
  const control = new Control();
  const controlEnabled = options.control ?? process.env.LOCAL_AUTH_CONTROL === "true";
  const apiKeys = options.apiKeys ?? [LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY];
  const minPasswordLength = options.minPasswordLength ?? 6;
  const autoConfirm = options.autoConfirm ?? false;
  const siteUrl = new URL(options.siteUrl);
  const grants = new ProviderGrants();
  const hits = new Map<string, number[]>();
  // verifying against this when the e-mail is unknown keeps the timing the same as a wrong password
  const dummyHash = await hashPassword(randomBytes(12).toString("hex"));

  const server = http.createServer();
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, "");
  const signer = new Signer(secret, `${publicUrl}${PREFIX}`, clock);
  const mailer: Mailer = createMailer(options.smtpUrl, "Orbitag <noreply@orbitag.local>");
  const redirectOrigins = new Set([siteUrl.origin, ...(options.redirectOrigins ?? [])]);

  // ---------- helpers ----------

  function allowedOrigin(origin: string | undefined): string | null {
    if (!origin) return null;
    try {
      const parsed = new URL(origin);
      if (parsed.origin === siteUrl.origin || LOOPBACK_HOSTS.has(parsed.hostname)) return parsed.origin;
    } catch {
      return null;
    }
    return null;
  }

  /** redirect_to off the allow list falls back to the Site URL, as in GoTrue. */
  function safeRedirect(requested: string | null | undefined): string {
    if (requested) {
      try {
        const target = new URL(requested);
        if (redirectOrigins.has(target.origin) || LOOPBACK_HOSTS.has(target.hostname))
          return target.toString();
      } catch {
        // not a URL: fall through
      }
    }
    return siteUrl.toString();
  }

  function withQuery(target: string, params: Record<string, string>): string {
    const result = new URL(target);
    for (const [key, value] of Object.entries(params)) result.searchParams.set(key, value);
    return result.toString();
  }

  function withFragment(target: string, params: Record<string, string>): string {
    const result = new URL(target);
    result.hash = new URLSearchParams(params).toString();
    return result.toString();
  }

  function userJson(user: UserRecord): Json {
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      ...(user.email_confirmed_at ? { email_confirmed_at: user.email_confirmed_at } : {}),
      phone: "",
      ...(user.confirmation_sent_at ? { confirmation_sent_at: user.confirmation_sent_at } : {}),
      ...(user.email_confirmed_at ? { confirmed_at: user.email_confirmed_at } : {}),
      ...(user.last_sign_in_at ? { last_sign_in_at: user.last_sign_in_at } : {}),
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      identities: user.identities.map((identity) => ({ ...identity })),
      created_at: user.created_at,
      updated_at: user.updated_at,
      is_anonymous: false,
    };
  }

  /** A sign-up answer for an address that is taken, indistinguishable from a fresh one but for identities. */
  function obfuscatedUserJson(email: string, data: Json): Json {
    const now = nowIso();
    return {
      id: randomUUID(),
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      confirmation_sent_at: now,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  async function issueSession(
    user: UserRecord,
    amrMethod: string,
    session?: SessionRecord,
    providerToken?: string | null,
  ): Promise<Json> {
    const now = Math.floor(clock() / 1000);
    if (!session) {
      session = {
        id: randomUUID(),
        user_id: user.id,
        created_at: nowIso(),
        amr: [{ method: amrMethod, timestamp: now }],
      };
      store.sessions.push(session);
      user.last_sign_in_at = nowIso();
      for (const identity of user.identities) {
        if (identity.provider === (amrMethod === "oauth" ? "google" : "email"))
          identity.last_sign_in_at = user.last_sign_in_at;
      }
    }
    const refreshToken = newRefreshToken();
    store.refreshTokens.push({
      token: refreshToken,
      session_id: session.id,
      user_id: user.id,
      revoked: false,
      created_at: nowIso(),
    });
    await store.save();
    const claims: Omit<AccessClaims, "iss" | "aud" | "exp" | "iat"> = {
      sub: user.id,
      email: user.email,
      phone: "",
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: "authenticated",
      aal: "aal1",
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    };
    return {
      access_token: await signer.sign(claims, now),
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
      ...(providerToken ? { provider_token: providerToken } : {}),
    };
  }

  function sessionFragment(session: Json, type?: string): Record<string, string> {
    return {
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      ...(session.provider_token ? { provider_token: String(session.provider_token) } : {}),
      refresh_token: String(session.refresh_token),
      token_type: "bearer",
      ...(type ? { type } : {}),
    };
  }

  function parseBody(request: Request): Json {
    if (request.body.trim() === "") return {};
    try {
      const parsed: unknown = JSON.parse(request.body);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      // fall through
    }
    throw errors.badJson();
  }

  const text = (value: unknown): string => (typeof value === "string" ? value : "");

  function rateLimit(request: Request): void {
    const limit = options.rateLimit;
    if (!limit) return;
    const now = clock();
    const recent = (hits.get(request.ip) ?? []).filter((time) => now - time < limit.windowMs);
    if (recent.length >= limit.max) throw errors.rateLimited();
    recent.push(now);
    hits.set(request.ip, recent);
  }

  async function authenticate(request: Request): Promise<{ user: UserRecord; session: SessionRecord }> {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw errors.noAuthorization();
    const verified = await signer.verify(match[1]);
    if ("reason" in verified) throw errors.badJwt(verified.reason);
    const session = store.sessionById(verified.claims.session_id);
    if (!session) throw errors.sessionNotFound();
    const user = store.userById(verified.claims.sub);
    if (!user) throw errors.userNotFound();
    return { user, session };
  }

  function validatePassword(password: string): void {
    if (password.length > 72) throw errors.passwordTooLong();
    if ([...password].length < minPasswordLength) throw errors.weakPassword(minPasswordLength);
  }

  function emailIdentity(user: UserRecord) {
    const now = nowIso();
    return {
      identity_id: randomUUID(),
      id: user.id,
      user_id: user.id,
      provider: "email",
      identity_data: { email: user.email, email_verified: false, phone_verified: false, sub: user.id },
      email: user.email,
      created_at: now,
      updated_at: now,
      last_sign_in_at: now,
    };
  }

  function confirm(user: UserRecord): void {
    const now = nowIso();
    user.email_confirmed_at ??= now;
    user.user_metadata = { ...user.user_metadata, email_verified: true };
    for (const identity of user.identities) {
      if (identity.provider === "email")
        identity.identity_data = { ...identity.identity_data, email_verified: true };
    }
    user.confirmation_token = null;
    user.updated_at = now;
  }

  async function sendConfirmation(user: UserRecord, redirectTo: string, pkce: boolean): Promise<void> {
    const token = `${pkce ? PKCE_PREFIX : ""}${randomBytes(28).toString("hex")}`;
    const link = new URL(`${publicUrl}${PREFIX}/verify`);
    link.searchParams.set("token", token);
    link.searchParams.set("type", "signup");
    link.searchParams.set("redirect_to", redirectTo);
    try {
      await mailer.sendConfirmation(user.email, link.toString());
    } catch (error) {
      log(`[auth] confirmation mail to ${user.email} failed: ${(error as Error).message}`);
      throw errors.emailSendFailed();
    }
    user.confirmation_token = sha256(token);
    user.confirmation_sent_at = nowIso();
    user.confirmation_redirect_to = redirectTo;
  }

  /** GoTrue's validatePKCEParams: both or neither; a challenge of 43-128 unreserved characters. */
  function pkceParams(
    challenge: string,
    method: string,
  ): Pick<FlowStateRecord, "code_challenge" | "code_challenge_method"> | null {
    if (!challenge && !method) return null;
    if (!challenge || !method) throw errors.pkceParamsIncomplete();
    if (challenge.length < 43 || challenge.length > 128) throw errors.codeChallengeLength();
    if (!CODE_CHALLENGE_PATTERN.test(challenge)) throw errors.codeChallengeCharacters();
    const normalized = method.toLowerCase();
    if (normalized !== "s256" && normalized !== "plain") throw errors.codeChallengeMethod(method);
    return { code_challenge: challenge, code_challenge_method: normalized };
  }

  function startFlow(
    pkce: Pick<FlowStateRecord, "code_challenge" | "code_challenge_method">,
    method: FlowStateRecord["authentication_method"],
    provider: string,
    userId: string | null,
  ): FlowStateRecord {
    const now = clock();
    store.removeFlowStates((flow) => now - Date.parse(flow.created_at) > FLOW_STATE_RETENTION_MS);
    const flow: FlowStateRecord = {
      id: randomUUID(),
      auth_code: randomUUID(),
      ...pkce,
      authentication_method: method,
      provider,
      user_id: userId,
      provider_token: null,
      auth_code_issued_at: null,
      created_at: new Date(now).toISOString(),
    };
    store.flowStates.push(flow);
    return flow;
  }

  /** The newest flow of a user for a method (GoTrue's FindFlowStateByUserID), its code marked as issued. */
  function issueAuthCode(userId: string, method: FlowStateRecord["authentication_method"]): string | null {
    const flow = store.flowStates.findLast(
      (candidate) => candidate.user_id === userId && candidate.authentication_method === method,
    );
    if (!flow) return null;
    flow.auth_code_issued_at = nowIso();
    return flow.auth_code;
  }

  // ---------- endpoints ----------

  async function signup(request: Request): Promise<Reply> {
    rateLimit(request);
    const body = parseBody(request);
    const email = text(body.email).trim().toLowerCase();
    const phone = text(body.phone).trim();
    const password = text(body.password);
    const data =
      body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Json) : {};
    if (!email && !phone) throw errors.anonymousDisabled();
    if (!email) throw errors.phoneDisabled();
    if (!password) throw errors.signupNeedsPassword();
    if (!EMAIL_PATTERN.test(email) || email.length > 255) throw errors.invalidEmail();
    validatePassword(password);
    const redirectTo = safeRedirect(request.query.get("redirect_to"));
    const pkce = pkceParams(text(body.code_challenge), text(body.code_challenge_method));

    const existing = store.userByEmail(email);
    if (existing) {
      if (autoConfirm) throw errors.userAlreadyExists();
      if (existing.email_confirmed_at) return json(obfuscatedUserJson(email, data));
      // unconfirmed: GoTrue sends the confirmation again (at most once a minute)
      const sentAt = existing.confirmation_sent_at ? Date.parse(existing.confirmation_sent_at) : 0;
      const wait = EMAIL_RESEND_INTERVAL_S - Math.floor((clock() - sentAt) / 1000);
      if (wait > 0) throw errors.emailRateLimited(wait);
      existing.user_metadata = { ...existing.user_metadata, ...data };
      existing.password_hash = await hashPassword(password);
      await sendConfirmation(existing, redirectTo, pkce !== null);
      if (pkce) startFlow(pkce, "email/signup", "email", existing.id);
      existing.updated_at = nowIso();
      await store.save();
      return json(userJson(existing));
    }

    const now = nowIso();
    const user: UserRecord = {
      id: randomUUID(),
      email,
      password_hash: await hashPassword(password),
      email_confirmed_at: null,
      confirmation_token: null,
      confirmation_sent_at: null,
      confirmation_redirect_to: null,
      last_sign_in_at: null,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { ...data },
      identities: [],
      created_at: now,
      updated_at: now,
    };
    user.identities.push(emailIdentity(user));

    if (autoConfirm) {
      confirm(user);
      store.users.push(user);
      return json(await issueSession(user, "password"));
    }
    await sendConfirmation(user, redirectTo, pkce !== null); // a failed send creates no user
    store.users.push(user);
    if (pkce) startFlow(pkce, "email/signup", "email", user.id);
    await store.save();
    log(`[auth] signed up ${email}; confirmation mail sent`);
    return json(userJson(user));
  }

  async function token(request: Request): Promise<Reply> {
    const grant = request.query.get("grant_type");
    const body = parseBody(request);
    if (grant === "password") {
      rateLimit(request);
      const email = text(body.email).trim().toLowerCase();
      const phone = text(body.phone).trim();
      const password = text(body.password);
      if (!email && !phone) throw errors.missingEmailOrPhone();
      const user = email ? store.userByEmail(email) : undefined;
      const ok = await verifyPassword(password, user?.password_hash ?? dummyHash);
      if (!user || !user.password_hash || !ok) throw errors.invalidCredentials();
      if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
      return json(await issueSession(user, "password"));
    }
    if (grant === "refresh_token") {
      const presented = text(body.refresh_token);
      if (!presented) throw errors.missingRefreshToken();
      const record = store.refreshTokens.find((candidate) => candidate.token === presented);
      if (!record) throw errors.refreshTokenNotFound();
      const session = store.sessionById(record.session_id);
      if (!session) throw errors.refreshSessionNotFound();
      if (record.revoked) {
        // reuse of a spent token: treat the whole session as stolen
        store.removeSessions((candidate) => candidate.id === session.id);
        await store.save();
        throw errors.refreshTokenAlreadyUsed();
      }
      const user = store.userById(record.user_id);
      if (!user) throw errors.refreshSessionNotFound();
      record.revoked = true;
      return json(await issueSession(user, "password", session));
    }
    if (grant === "pkce") {
      const authCode = text(body.auth_code);
      const verifier = text(body.code_verifier);
      if (!authCode || !verifier) throw errors.missingPkceParams();
      // GoTrue's order: unknown (or not yet given a user) -> expired -> wrong verifier; only success spends it
      const flow = store.flowStates.find((candidate) => candidate.auth_code === authCode);
      if (!flow?.user_id) throw errors.flowStateNotFound();
      if (clock() - Date.parse(flow.created_at) > flowStateExpiryMs) throw errors.flowStateExpired();
      const expected =
        flow.code_challenge_method === "plain"
          ? verifier
          : createHash("sha256").update(verifier).digest("base64url");
      const a = Buffer.from(expected);
      const b = Buffer.from(flow.code_challenge);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw errors.badCodeVerifier();
      const user = store.userById(flow.user_id);
      if (!user) throw errors.flowStateNotFound();
      store.removeFlowStates((candidate) => candidate.id === flow.id); // single use
      return json(await issueSession(user, flow.authentication_method, undefined, flow.provider_token));
    }
    throw errors.unsupportedGrant();
  }

  async function user(request: Request): Promise<Reply> {
    const { user: current } = await authenticate(request);
    if (request.method === "GET") return json(userJson(current));
    const body = parseBody(request);
    if (body.email !== undefined && text(body.email).toLowerCase() !== current.email) {
      throw new ApiError(
        400,
        "validation_failed",
        "Changing the e-mail address is not supported by the local auth service",
      );
    }
    if (body.phone) throw errors.phoneDisabled();
    if (body.password !== undefined) {
      const password = text(body.password);
      validatePassword(password);
      current.password_hash = await hashPassword(password);
    }
    if (body.data && typeof body.data === "object" && !Array.isArray(body.data)) {
      current.user_metadata = { ...current.user_metadata, ...(body.data as Json) };
    }
    current.updated_at = nowIso();
    await store.save();
    return json(userJson(current));
  }

  async function logout(request: Request): Promise<Reply> {
    const scope = request.query.get("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) throw errors.badLogoutScope(scope);
    const { user: current, session } = await authenticate(request);
    if (scope === "global") store.removeSessions((candidate) => candidate.user_id === current.id);
    if (scope === "local") store.removeSessions((candidate) => candidate.id === session.id);
    if (scope === "others")
      store.removeSessions((candidate) => candidate.user_id === current.id && candidate.id !== session.id);
    await store.save();
    return { kind: "empty", status: 204 };
  }

  async function authorize(request: Request): Promise<Reply> {
    const provider = request.query.get("provider") ?? "";
    if (provider !== "google") throw errors.providerDisabled();
    const redirectTo = safeRedirect(request.query.get("redirect_to"));
    const pkce = pkceParams(
      request.query.get("code_challenge") ?? "",
      request.query.get("code_challenge_method") ?? "",
    );
    const state = {
      id: randomUUID(),
      provider,
      redirect_to: redirectTo,
      flow_state_id: pkce ? startFlow(pkce, "oauth", "google", null).id : null,
      created_at: nowIso(),
    };
    store.oauthStates.push(state);
    await store.save();
    const consent = new URL(`${publicUrl}/__provider/google/authorize`);
    consent.searchParams.set("client_id", "local-google");
    consent.searchParams.set("redirect_uri", `${publicUrl}${PREFIX}/callback`);
    consent.searchParams.set("response_type", "code");
    consent.searchParams.set("scope", "email profile");
    consent.searchParams.set("state", state.id);
    return { kind: "redirect", location: consent.toString() };
  }

  async function callback(request: Request): Promise<Reply> {
    const params = request.method === "POST" ? new URLSearchParams(request.body) : request.query;
    const stateId = params.get("state") ?? "";
    const state = store.oauthStates.find((candidate) => candidate.id === stateId);
    if (!state) throw errors.badOAuthState();
    store.removeOAuthState(state.id);
    const flow = state.flow_state_id
      ? store.flowStates.find((candidate) => candidate.id === state.flow_state_id)
      : undefined;
    const fail = async (error: string, code: string, description: string): Promise<Reply> => {
      if (flow) store.removeFlowStates((candidate) => candidate.id === flow.id);
      await store.save();
      // GoTrue's redirectErrors: in the query, and (deprecated, kept for old clients) the fragment too
      const params = { error, error_code: code, error_description: description };
      return { kind: "redirect", location: withFragment(withQuery(state.redirect_to, params), params) };
    };
    const providerError = params.get("error");
    if (providerError)
      return fail(
        providerError,
        providerError,
        params.get("error_description") ?? "Unspecified error from the provider",
      );
    const grant = grants.take(params.get("code") ?? "");
    if (!grant) return fail("server_error", "bad_oauth_callback", "OAuth code is invalid or expired");

    const now = nowIso();
    let account = store.userByEmail(grant.email);
    const identityData = {
      email: grant.email,
      email_verified: true,
      full_name: grant.name,
      name: grant.name,
      iss: "https://accounts.google.com",
      phone_verified: false,
      provider_id: grant.sub,
      sub: grant.sub,
    };
    const googleIdentity = {
      identity_id: randomUUID(),
      id: grant.sub,
      user_id: "",
      provider: "google",
      identity_data: identityData,
      email: grant.email,
      created_at: now,
      updated_at: now,
      last_sign_in_at: now,
    };
    if (!account) {
      account = {
        id: randomUUID(),
        email: grant.email,
        password_hash: null,
        email_confirmed_at: now,
        confirmation_token: null,
        confirmation_sent_at: null,
        confirmation_redirect_to: null,
        last_sign_in_at: null,
        app_metadata: { provider: "google", providers: ["google"] },
        user_metadata: { ...identityData },
        identities: [],
        created_at: now,
        updated_at: now,
      };
      store.users.push(account);
    }
    const existingIdentity = account.identities.find((identity) => identity.provider === "google");
    if (existingIdentity) {
      existingIdentity.identity_data = identityData;
      existingIdentity.updated_at = now;
    } else {
      // Google vouches for the address, so an e-mail account with it is linked (GoTrue's automatic linking)
      account.identities.push({ ...googleIdentity, user_id: account.id });
      const providers = new Set([
        ...((account.app_metadata.providers as string[] | undefined) ?? []),
        "google",
      ]);
      account.app_metadata = { ...account.app_metadata, providers: [...providers] };
      if (!account.email_confirmed_at) confirm(account);
      account.updated_at = now;
    }
    const providerToken = randomBytes(24).toString("base64url");
    if (flow) {
      flow.user_id = account.id;
      flow.provider_token = providerToken;
      flow.auth_code_issued_at = now;
      await store.save();
      return { kind: "redirect", location: withQuery(state.redirect_to, { code: flow.auth_code }) };
    }
    const session = await issueSession(account, "oauth", undefined, providerToken);
    return { kind: "redirect", location: withFragment(state.redirect_to, sessionFragment(session)) };
  }

  async function verify(request: Request): Promise<Reply> {
    const tokenValue = request.query.get("token") ?? "";
    const type = request.query.get("type") ?? "";
    const hashed = tokenValue ? sha256(tokenValue) : "";
    const account = hashed
      ? store.users.find((candidate) => candidate.confirmation_token === hashed)
      : undefined;
    const redirectTo = safeRedirect(request.query.get("redirect_to") ?? account?.confirmation_redirect_to);
    // the token says which flow sent it: PKCE links come back with ?code=, implicit ones with a session
    const pkce = tokenValue.startsWith(PKCE_PREFIX);
    // GoTrue's prepErrorRedirectURL: the fragment always, the query too for PKCE
    const failure = (params: Record<string, string>): Reply => ({
      kind: "redirect",
      location: withFragment(pkce ? withQuery(redirectTo, params) : redirectTo, params),
    });
    const expired =
      !account ||
      type !== "signup" ||
      !account.confirmation_sent_at ||
      clock() - Date.parse(account.confirmation_sent_at) > CONFIRMATION_TTL_MS;
    if (!account || expired) {
      return failure({
        error: "access_denied",
        error_code: "otp_expired",
        error_description: "Email link is invalid or has expired",
      });
    }
    if (pkce) {
      // GoTrue confirms and issues the code in one transaction: no flow state, no confirmation
      const code = issueAuthCode(account.id, "email/signup");
      if (!code)
        return failure({
          error: "invalid_request",
          error_code: "flow_state_not_found",
          error_description: "No associated flow state found. No valid flow state found for user.",
        });
      confirm(account);
      await store.save();
      return { kind: "redirect", location: withQuery(redirectTo, { code }) };
    }
    confirm(account);
    const session = await issueSession(account, "otp");
    return { kind: "redirect", location: withFragment(redirectTo, sessionFragment(session, "signup")) };
  }

  function settings(): Reply {
    return json({
      external: { anonymous_users: false, email: true, phone: false, google: true },
      disable_signup: false,
      mailer_autoconfirm: autoConfirm,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    });
  }

  function health(): Reply {
    return json({
      version: "v2-local",
      name: "GoTrue",
      description: "GoTrue is a user registration and authentication API",
    });
  }

  // ---------- the provider's pages (no /auth/v1 prefix: they stand in for accounts.google.com) ----------

  function providerAuthorize(request: Request): Reply {
    const state = request.query.get("state") ?? "";
    if (!store.oauthStates.some((candidate) => candidate.id === state)) {
      return {
        kind: "html",
        status: 400,
        body: "<!doctype html><title>Invalid request</title><p>Unknown or expired sign-in request.</p>",
      };
    }
    return { kind: "html", status: 200, body: consentPage(state, `${publicUrl}/__provider/google/consent`) };
  }

  function providerConsent(request: Request): Reply {
    const form = new URLSearchParams(request.body);
    const state = form.get("state") ?? "";
    const target = new URL(`${publicUrl}${PREFIX}/callback`);
    target.searchParams.set("state", state);
    if (form.get("cancel")) {
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("error_description", "The user denied the request");
      return { kind: "redirect", location: target.toString() };
    }
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) {
      return {
        kind: "html",
        status: 400,
        body: "<!doctype html><title>Invalid e-mail</title><p>Enter a valid e-mail address and go back.</p>",
      };
    }
    const account: ProviderAccount = {
      email,
      name: (form.get("name") ?? "").trim() || email.split("@")[0] || email,
    };
    target.searchParams.set("code", grants.issue(account));
    return { kind: "redirect", location: target.toString() };
  }

  // ---------- dispatch ----------

  const routes: Record<string, Partial<Record<string, (request: Request) => Promise<Reply> | Reply>>> = {
    "/signup": { POST: signup },
    "/token": { POST: token },
    "/user": { GET: user, PUT: user },
    "/logout": { POST: logout },
    "/authorize": { GET: authorize },
    "/callback": { GET: callback, POST: callback },
    "/verify": { GET: verify },
    "/settings": { GET: settings },
    "/health": { GET: health },
  };

  function checkApiKey(request: Request): void {
    const key = request.headers.apikey;
    const presented = Array.isArray(key) ? key[0] : key;
    if (!presented)
      throw new GatewayError(
        "No API key found in request",
        "No `apikey` request header or url param was found.",
      );
    if (!apiKeys.includes(presented))
      throw new GatewayError(
        "Invalid API key",
        "Double check your Supabase `anon` or `service_role` API key.",
      );
  }

  async function route(request: Request): Promise<Reply> {
    if (request.path === "/__control" && controlEnabled) return control.handle(request.method, request.body);
    if (request.path === "/__provider/google/authorize" && request.method === "GET")
      return providerAuthorize(request);
    if (request.path === "/__provider/google/consent" && request.method === "POST")
      return providerConsent(request);
    if (!request.path.startsWith(`${PREFIX}/`)) throw errors.notFound();
    const sub = request.path.slice(PREFIX.length).replace(/\/+$/, "");
    if (!OPEN_PATHS.has(sub)) checkApiKey(request);
    const handlers = routes[sub];
    if (!handlers) throw errors.notFound();
    const handler = handlers[request.method];
    if (!handler) throw errors.methodNotAllowed();
    return handler(request);
  }

  function corsHeaders(req: http.IncomingMessage): Record<string, string> {
    const origin = allowedOrigin(req.headers.origin);
    if (!origin) return {};
    return {
      "access-control-allow-origin": origin,
      "access-control-expose-headers": CORS_EXPOSE,
      vary: "Origin",
    };
  }

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    reply: Reply,
    versioned: boolean,
    errorCode?: string,
  ): void {
    const headers: Record<string, string> = { ...corsHeaders(req) };
    if (versioned) headers[API_VERSION_HEADER] = API_VERSION;
    if (errorCode) headers["x-sb-error-code"] = errorCode;
    if (reply.kind === "json") {
      res.writeHead(reply.status, { ...headers, "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    } else if (reply.kind === "empty") {
      res.writeHead(reply.status, headers).end();
    } else if (reply.kind === "redirect") {
      res.writeHead(302, { ...headers, location: reply.location, "cache-control": "no-store" }).end();
    } else {
      res.writeHead(reply.status, { ...headers, "content-type": "text/html; charset=utf-8" });
      res.end(reply.body);
    }
  }

  function readBody(req: http.IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(new ApiError(413, "request_too_large", "Request body too large"));
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const parsed = new URL(req.url ?? "/", url);
      const versioned = typeof req.headers[API_VERSION_HEADER] === "string";
      if (req.method === "OPTIONS") {
        const origin = allowedOrigin(req.headers.origin);
        const headers: Record<string, string> = origin
          ? {
              ...corsHeaders(req),
              "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
              "access-control-allow-headers":
                req.headers["access-control-request-headers"] ??
                "apikey, authorization, content-type, x-client-info, x-supabase-api-version",
              "access-control-max-age": "600",
            }
          : {};
        res.writeHead(204, headers).end();
        return;
      }
      let request: Request | undefined;
      try {
        request = {
          method: req.method ?? "GET",
          path: parsed.pathname,
          query: parsed.searchParams,
          headers: req.headers,
          body: await readBody(req),
          ip: req.socket.remoteAddress ?? "",
          versioned,
        };
        // injected failures apply to everything but the control endpoint itself
        if (request.path !== "/__control") {
          const injected = await control.apply(request.path, `${parsed.search} ${request.body}`);
          if (injected === "drop") {
            req.socket.destroy();
            return;
          }
          if (injected)
            throw new ApiError(
              injected.status,
              "unexpected_failure",
              http.STATUS_CODES[injected.status] ?? "Injected failure",
            );
        }
        send(req, res, await route(request), versioned);
      } catch (error) {
        if (error instanceof GatewayError) {
          send(req, res, json({ message: error.message, hint: error.hint }, 401), versioned);
        } else if (error instanceof ApiError) {
          send(req, res, json(errorBody(error, versioned), error.status), versioned, error.code);
        } else {
          log(`[auth] ${req.method} ${parsed.pathname} failed: ${(error as Error).stack ?? String(error)}`);
          const failure = new ApiError(
            500,
            "unexpected_failure",
            "Unexpected failure, please check server logs for more information",
          );
          send(req, res, json(errorBody(failure, versioned), 500), versioned, failure.code);
        }
      }
    })();
  });

  log(
    `[auth] local Supabase Auth on ${url}${PREFIX} (site ${siteUrl.origin}, mail ${options.smtpUrl}, confirmation ${autoConfirm ? "off" : "on"}${controlEnabled ? ", control on" : ""})`,
  );

  return {
    url,
    port,
    async close() {
      mailer.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await store.save();
    },
  };
}

/** What the hosted API gateway answers for a missing or wrong `apikey` (not a GoTrue error body). */
class GatewayError extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.hint = hint;
  }
}
