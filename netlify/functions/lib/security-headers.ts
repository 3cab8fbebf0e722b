// The headers on every answer of every function. Netlify applies netlify.toml's and _headers' rules to
// static files only, so a function sets its own: never cached, never sniffed into another type, HTTPS
// only. The HSTS value is netlify.toml's (handler.test.ts and sign-in-without-javascript.test.ts keep the
// two equal). Its own module so the sign-in function does not bundle the contact handler and nodemailer.
export const SECURITY_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
} as const;

/**
 * What the site's pages carry besides (netlify.toml's `/*` rule), for the function's own HTML pages: their
 * own browsing context group, and no powerful feature. handler.test.ts keeps the values equal to the toml's.
 */
export const PAGE_SECURITY_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;
