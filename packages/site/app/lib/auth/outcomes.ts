// What the visitor is told after each auth action, worded exactly as the spec (strings in the site config).
// Pure data, so the same mapping is checked by tests against the real client and service.
import type { AuthError } from "@supabase/supabase-js";
import { messages } from "../../config/browser";

const text = messages.auth;

export interface ToastSpec {
  title: string;
  description?: string;
  variant?: "destructive";
}

export type Failure = "signIn" | "signUp" | "google";

const failureTitle: Record<Failure, string> = {
  signIn: text.signInFailed,
  signUp: text.signUpFailed,
  google: text.googleFailed,
};

/** The provider's message; a weak password also lists the server's reasons. */
export function failureMessage(error: AuthError): string {
  const reasons = (error as AuthError & { reasons?: unknown }).reasons;
  if (Array.isArray(reasons) && reasons.length > 0) {
    const { weakPassword } = text;
    const why = reasons.map((reason: string) => weakPassword.reasons[reason] ?? reason).join("; ");
    return `${error.message} ${weakPassword.rejected(why)}`;
  }
  return error.message;
}

/**
 * Failures the provider did not explain: the service is unreachable (status 0) or broken (5xx).
 * They get the spec's generic 'Error' toast rather than a raw transport message.
 */
export function isUnexplained(error: AuthError): boolean {
  return (
    error.name === "AuthRetryableFetchError" ||
    error.name === "AuthUnknownError" ||
    (error.status ?? 0) >= 500
  );
}

export const unexpectedToast: ToastSpec = { ...text.unexpected, variant: "destructive" };
export const signedInToast: ToastSpec = { ...text.signInSuccess };
export const signedUpToast: ToastSpec = { ...text.signUpSuccess };

export function failureToast(kind: Failure, description: string): ToastSpec {
  return { title: failureTitle[kind], description, variant: "destructive" };
}

/**
 * A form action's error (a response of the configured auth service): explained ones under the spec's
 * title with the provider's message, transport/5xx ones as the generic error.
 */
export function errorToast(kind: Failure, error: AuthError): ToastSpec {
  return isUnexplained(error) ? unexpectedToast : failureToast(kind, failureMessage(error));
}

/** Set when a sign-in link was opened in a browser that holds no verifier for it. */
export const OTHER_BROWSER_CODE = "flow_state_not_found";

/**
 * A failed auth redirect (an error in the link, or its code refused): the fixed line of a known GoTrue
 * error code, the generic line for any other. Whoever wrote the link chose its text, so none of it is shown.
 */
export function redirectErrorToast(kind: "signIn" | "google", code: string | undefined): ToastSpec {
  const lines: Readonly<Record<string, string>> = text.redirectErrors;
  const line = code !== undefined && Object.hasOwn(lines, code) ? lines[code] : undefined;
  return failureToast(kind, line ?? text.unexpected.description);
}
