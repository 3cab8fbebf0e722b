// GoTrue's error shapes. Which body a client gets depends on the X-Supabase-Api-Version request
// header (see contracts/gotrue-behaviour.md, "Error body").

export const API_VERSION_HEADER = "x-supabase-api-version";
/** The one API version the stand-in speaks (the version supabase-js sends). */
export const API_VERSION = "2024-01-01";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** extra top-level fields, e.g. weak_password */
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export function errorBody(error: ApiError, versioned: boolean): Record<string, unknown> {
  return versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

// The errors of the table in gotrue-behaviour.md, plus the few more the paths need.
export const errors = {
  invalidCredentials: () => new ApiError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new ApiError(400, "email_not_confirmed", "Email not confirmed"),
  missingEmailOrPhone: () => new ApiError(400, "validation_failed", "missing email or phone"),
  signupNeedsPassword: () => new ApiError(400, "validation_failed", "Signup requires a valid password"),
  anonymousDisabled: () =>
    new ApiError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"),
  phoneDisabled: () => new ApiError(400, "phone_provider_disabled", "Phone signups are disabled"),
  invalidEmail: () =>
    new ApiError(400, "validation_failed", "Unable to validate email address: invalid format"),
  weakPassword: (minLength: number) =>
    new ApiError(422, "weak_password", `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
  passwordTooLong: () =>
    new ApiError(400, "validation_failed", "Password cannot be longer than 72 characters"),
  samePassword: () =>
    new ApiError(422, "same_password", "New password should be different from the old password."),
  userAlreadyExists: () => new ApiError(422, "user_already_exists", "User already registered"),
  refreshTokenNotFound: () =>
    new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    new ApiError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  refreshSessionNotFound: () =>
    new ApiError(400, "session_not_found", "Invalid Refresh Token: Session Not Found"),
  noAuthorization: () => new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (reason: string) =>
    new ApiError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () =>
    new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  providerDisabled: () =>
    new ApiError(400, "validation_failed", "Unsupported provider: provider is not enabled"),
  rateLimited: () => new ApiError(429, "over_request_rate_limit", "Request rate limit reached"),
  emailRateLimited: (seconds: number) =>
    new ApiError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  badLogoutScope: (scope: string) =>
    new ApiError(400, "validation_failed", `Unsupported logout scope "${scope}"`),
  unsupportedGrant: () => new ApiError(400, "unsupported_grant_type", "unsupported_grant_type"),
  badJson: () => new ApiError(400, "bad_json", "Could not parse request body as JSON"),
  missingRefreshToken: () => new ApiError(400, "validation_failed", "refresh_token required"),
  missingPkceParams: () =>
    new ApiError(
      400,
      "validation_failed",
      "invalid request: both auth code and code verifier should be non-empty",
    ),
  // PKCE, as internal/api/token.go and pkce.go answer them
  flowStateNotFound: () =>
    new ApiError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  flowStateExpired: () =>
    new ApiError(422, "flow_state_expired", "invalid flow state, flow state has expired"),
  badCodeVerifier: () =>
    new ApiError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier"),
  pkceParamsIncomplete: () =>
    new ApiError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge"),
  codeChallengeLength: () =>
    new ApiError(400, "validation_failed", "code challenge has to be between 43 and 128 characters"),
  codeChallengeCharacters: () =>
    new ApiError(
      400,
      "validation_failed",
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    ),
  codeChallengeMethod: (method: string) =>
    new ApiError(400, "validation_failed", `unsupported code_challenge method "${method}"`),
  badOAuthState: () => new ApiError(400, "bad_oauth_state", "OAuth callback with invalid state"),
  emailSendFailed: () => new ApiError(500, "unexpected_failure", "Error sending confirmation email"),
  unexpected: () =>
    new ApiError(
      500,
      "unexpected_failure",
      "Unexpected failure, please check server logs for more information",
    ),
  notFound: () => new ApiError(404, "not_found", "Not found"),
  methodNotAllowed: () => new ApiError(405, "method_not_allowed", "Method not allowed"),
};
