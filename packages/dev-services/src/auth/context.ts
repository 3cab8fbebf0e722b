// What every endpoint module of the auth service shares (GoTrue's `API` struct): the store, the token
// signer, the mailer, the clock and the resolved options, plus the few helpers that only need those.
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../config.ts";
import { Control } from "./control.ts";
import { errors } from "./errors.ts";
import { Signer } from "./jwt.ts";
import type { Mailer } from "./mailer.ts";
import { compileAllowListGlob, isRedirectUrlValid, type RedirectPolicy } from "./redirects.ts";
import { ProviderGrants } from "./provider.ts";
import type { Store } from "./store.ts";

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
  /** GOTRUE_URI_ALLOW_LIST: globs a redirect_to may match besides the site itself (redirects.ts) */
  uriAllowList?: string[];
  /** keys accepted in `apikey` on /auth/v1/*; default the local publishable and secret keys */
  apiKeys?: string[];
  /** per-IP limit on sign-in and sign-up requests (off unless given) */
  rateLimit?: { max: number; windowMs: number };
  /** minimum password length (GoTrue's default is 6) */
  minPasswordLength?: number;
  /** how long a PKCE flow may take from its start to the code exchange (GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION, 300 s) */
  flowStateExpirySeconds?: number;
  /** how long a revoked refresh token may still be used (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10 s) */
  refreshTokenReuseIntervalSeconds?: number;
  /** the service's clock in ms since the epoch; tests pass one they can move */
  now?: () => number;
  log?: (line: string) => void;
}

export interface AuthContext {
  store: Store;
  signer: Signer;
  mailer: Mailer;
  grants: ProviderGrants;
  control: Control;
  controlEnabled: boolean;
  clock: () => number;
  log: (line: string) => void;
  siteUrl: URL;
  /** the service's own address as links and the JWT issuer name it, without a trailing slash */
  publicUrl: string;
  autoConfirm: boolean;
  minPasswordLength: number;
  flowStateExpiryMs: number;
  refreshTokenReuseIntervalMs: number;
  apiKeys: string[];
  /** which redirect_to values are honoured (GoTrue's IsRedirectURLValid) */
  redirects: RedirectPolicy;
  rateLimit: AuthServerOptions["rateLimit"];
  /** per-IP request times for rateLimit */
  hits: Map<string, number[]>;
  /** verified instead when an e-mail is unknown, so both cases take as long as a wrong password */
  dummyHash: Promise<string>;
}

export const API_PREFIX = "/auth/v1";

/** The context of a service listening on `port`: what the options say, with GoTrue's defaults. */
export function createContext(
  options: AuthServerOptions,
  parts: Pick<AuthContext, "store" | "mailer" | "clock" | "log" | "dummyHash"> & { secret: Uint8Array },
  port: number,
): AuthContext {
  const publicUrl = (options.publicUrl ?? `http://${options.host ?? "127.0.0.1"}:${port}`).replace(
    /\/+$/,
    "",
  );
  const siteUrl = new URL(options.siteUrl);
  return {
    ...parts,
    signer: new Signer(parts.secret, `${publicUrl}${API_PREFIX}`, parts.clock),
    grants: new ProviderGrants(),
    control: new Control(),
    controlEnabled: options.control ?? process.env.LOCAL_AUTH_CONTROL === "true",
    siteUrl,
    publicUrl,
    autoConfirm: options.autoConfirm ?? false,
    minPasswordLength: options.minPasswordLength ?? 6,
    flowStateExpiryMs: (options.flowStateExpirySeconds ?? 300) * 1000,
    refreshTokenReuseIntervalMs: (options.refreshTokenReuseIntervalSeconds ?? 10) * 1000,
    apiKeys: options.apiKeys ?? [LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY],
    redirects: {
      siteUrl: options.siteUrl,
      allowList: (options.uriAllowList ?? []).map(compileAllowListGlob),
    },
    rateLimit: options.rateLimit,
    hits: new Map(),
  };
}
export const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const nowIso = (ctx: AuthContext): string => new Date(ctx.clock()).toISOString();

/** A redirect_to the service does not honour falls back to the Site URL, as in GoTrue (GetReferrer). */
export function safeRedirect(ctx: AuthContext, requested: string | null | undefined): string {
  if (requested && isRedirectUrlValid(ctx.redirects, requested)) return requested;
  return ctx.siteUrl.toString();
}

/** The per-IP limit on sign-in and sign-up (over_request_rate_limit), when configured. */
export function rateLimit(ctx: AuthContext, ip: string): void {
  const limit = ctx.rateLimit;
  if (!limit) return;
  const now = ctx.clock();
  const recent = (ctx.hits.get(ip) ?? []).filter((time) => now - time < limit.windowMs);
  if (recent.length >= limit.max) throw errors.rateLimited();
  recent.push(now);
  ctx.hits.set(ip, recent);
}

// On strings, not URL objects: an honoured redirect_to need not be a URL a browser's parser takes (an
// allow-listed app scheme such as com.my_app://callback), and GoTrue sends it back as it came.

/** The target with `params` set in its query (replacing any of the same name), its fragment kept. */
export function withQuery(target: string, params: Record<string, string>): string {
  const hash = target.indexOf("#");
  const [beforeFragment, fragment] = hash < 0 ? [target, ""] : [target.slice(0, hash), target.slice(hash)];
  const question = beforeFragment.indexOf("?");
  const path = question < 0 ? beforeFragment : beforeFragment.slice(0, question);
  const query = new URLSearchParams(question < 0 ? "" : beforeFragment.slice(question + 1));
  for (const [key, value] of Object.entries(params)) query.set(key, value);
  return `${path}?${query.toString()}${fragment}`;
}

/** The target with `params` as its fragment (replacing any). */
export function withFragment(target: string, params: Record<string, string>): string {
  const hash = target.indexOf("#");
  return `${hash < 0 ? target : target.slice(0, hash)}#${new URLSearchParams(params).toString()}`;
}
