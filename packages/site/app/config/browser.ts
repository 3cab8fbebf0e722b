// The part of the site config (site.ts) that runs in the browser: what the islands show and where their links
// go. site.ts includes all of it, so the config stays one; the islands import this module alone, so a page's
// boot JavaScript does not carry every page's copy. Words only prerendered pages show stay in site.ts.
import { contactText } from "@orbitag/contact/text";

export const brand = "Orbitag";

/** The external application; opened in a new tab, never rendered as text. */
// `?.`: scripts and tests also read this config in plain Node, where import.meta.env is undefined; Vite
// still replaces `import.meta.env?.VITE_APP_URL` at build time
export const appUrl: string =
  (import.meta.env?.VITE_APP_URL as string | undefined) || "https://app.orbitag.com";

/** new-tab links to the external app */
export const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const;
/** the new-tab links' accessible description (one hidden element per page, SiteLayout) */
export const newTabHint = { id: "new-tab-hint", text: "Opens in a new tab" } as const;

export const actions = {
  signIn: "Sign In",
  startTrial: "Start Free Trial",
  contactSales: "Contact Sales",
  signOut: "Sign Out",
} as const;

/** A sign-in link whose PKCE verifier is not in this browser (another browser, or expired). */
const OTHER_BROWSER =
  "This link has expired or was opened in a different browser from the one that asked for it. Please sign in again.";

/** The contact and auth features' words: the spec's exact strings, and the site's own where the spec has none. */
export const messages = {
  /** spec §5 and §8, shared with the contact function */
  contact: {
    ...contactText,
    /** the off-screen field only form-filling bots fill in */
    honeypotLabel: "Leave this field empty",
  },
  auth: {
    signInFailed: "Sign in failed",
    signInSuccess: { title: "Welcome back!", description: "You have successfully signed in." },
    signUpFailed: "Sign up failed",
    signUpSuccess: {
      title: "Account created!",
      description: "Please check your email to verify your account.",
    },
    googleFailed: "Google sign in failed",
    unexpected: { title: "Error", description: "An unexpected error occurred. Please try again." },
    continueWithGoogle: "Continue with Google",
    loading: "Loading...",
    signingIn: "Signing in...",
    fullName: "Full Name",
    email: "Email",
    password: "Password",
    signIn: "Sign In",
    signUp: "Sign Up",
    signInTitle: "Welcome back",
    signInIntro: `Sign in to your ${brand} account.`,
    signUpTitle: "Create your account",
    signUpIntro: "Start tracking your assets in minutes.",
    noAccount: "Don't have an account?",
    haveAccount: "Already have an account?",
    orDivider: "or",
    /** a weak password: GoTrue's message, then its reasons in words (spec §8: "weak_password (with reasons)") */
    weakPassword: {
      reasons: {
        length: "it is too short",
        characters: "it lacks a required kind of character",
        pwned: "it is known to be leaked",
      } as Record<string, string>,
      rejected: (why: string) => `(Rejected because ${why}.)`,
    },
    /**
     * An auth redirect's error, by GoTrue's error code: the site's own lines, never the link's
     * `error_description` (anyone can write one). Codes not listed get `unexpected.description`.
     */
    redirectErrors: {
      otp_expired: "This confirmation link is invalid or has expired. Sign up again to get a new one.",
      access_denied: "The sign-in was cancelled.",
      flow_state_not_found: OTHER_BROWSER,
      flow_state_expired: OTHER_BROWSER,
      bad_code_verifier: OTHER_BROWSER,
      bad_oauth_state: "The sign-in could not be completed. Please start again.",
      bad_oauth_callback: "The sign-in could not be completed. Please start again.",
      provider_disabled: "This way of signing in is not available right now.",
      signup_disabled: "New accounts cannot be created right now.",
      user_banned: "This account cannot sign in right now.",
    },
  },
} as const;
