// Addresses of the private stack that the Playwright run starts (see playwright.config.ts).
// ORBITAG_PORT_OFFSET shifts every port, so two checkouts on one machine can run their suites side by side.
const offset = Number(process.env.ORBITAG_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 5000)
  throw new Error(
    `ORBITAG_PORT_OFFSET must be an integer from 0 to 5000 (got "${process.env.ORBITAG_PORT_OFFSET}")`,
  );

export const E2E_PORT = 8890 + offset;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_AUTH_PORT = 55321 + offset;
export const E2E_AUTH_URL = `http://127.0.0.1:${E2E_AUTH_PORT}`;
export const E2E_SMTP_PORT = 55325 + offset;
export const E2E_MAIL_HTTP_PORT = 55324 + offset;
export const E2E_MAIL_API = `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`;
export const E2E_APP_URL = "https://app.orbitag.test/";
/**
 * The variables the e2e stack's site is built with (`npm start` in context "local"): `npm test`'s build check
 * builds with the same ones, so the stack serves that build (scripts/lib/site-build.ts).
 */
export const E2E_SITE_BUILD_ENV = {
  VITE_SUPABASE_URL: E2E_AUTH_URL,
  VITE_APP_URL: E2E_APP_URL,
} as const;
/** the contact function's sales inbox in the e2e stack (CONTACT_TO) */
export const E2E_CONTACT_TO = "sales@orbitag.test";

/** `npm run dev` as the dev-server smoke test starts it (tests/dev), with its own local services. */
export const DEV_PORT = 8891 + offset;
export const DEV_BASE_URL = `http://localhost:${DEV_PORT}`;
export const DEV_AUTH_PORT = 55331 + offset;
export const DEV_MAIL_HTTP_PORT = 55334 + offset;
export const DEV_SMTP_PORT = 55335 + offset;
export const DEV_MAIL_API = `http://127.0.0.1:${DEV_MAIL_HTTP_PORT}`;
