/** Every prerendered page of the site, and a path it does not know (its 404 page). */
export const SITE_PATHS = [
  "/",
  "/use-cases",
  "/about",
  "/contact",
  "/contact/thanks",
  "/auth",
  "/auth/javascript-required",
  "/no/such/page",
] as const;
