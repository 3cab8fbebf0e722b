// POST /api/sign-in: where the sign-in form on /auth posts when no script handles it (JavaScript off, or
// the page's script failed to load). Signing in runs in the browser (supabase-js), so there is nothing to
// do here but say so: the request is never read (the password is neither parsed nor logged) and the
// browser is sent with 303 to a static page, following with a GET that carries nothing.
import type { Config } from "@netlify/functions";
import { SECURITY_HEADERS } from "./lib/security-headers.ts";

/** The prerendered page that says JavaScript is needed (packages/site/app/routes/javascript-required.tsx). */
export const JAVASCRIPT_REQUIRED_PATH = "/auth/javascript-required";

export default function signInWithoutJavaScript(): Response {
  return new Response(null, {
    status: 303,
    headers: { ...SECURITY_HEADERS, location: JAVASCRIPT_REQUIRED_PATH },
  });
}

export const config: Config = { path: "/api/sign-in", method: "POST" };
