// The local stand-ins' well-known addresses and key, exported once (`@orbitag/dev-services/config`) for the
// scripts and tests that start or call them. The Supabase CLI uses the same ports and key format, so
// `supabase start` can replace them with no change.

export const LOCAL_AUTH_PORT = 54321;
export const LOCAL_SMTP_PORT = 54325;
export const LOCAL_MAIL_HTTP_PORT = 54324;
export const LOCAL_AUTH_URL = `http://127.0.0.1:${LOCAL_AUTH_PORT}`;
export const LOCAL_SMTP_URL = `smtp://127.0.0.1:${LOCAL_SMTP_PORT}`;
export const LOCAL_MAIL_API_URL = `http://127.0.0.1:${LOCAL_MAIL_HTTP_PORT}`;

/** The Supabase CLI's well-known local publishable key; guards nothing real (loopback only). */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
/** The Supabase CLI's well-known local secret key; never used by anything that ships. */
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
