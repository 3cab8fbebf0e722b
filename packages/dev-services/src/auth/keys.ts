// The Supabase CLI's well-known local API keys, so the site's defaults work with this service and
// with `supabase start` alike. They guard nothing real: the service only listens on loopback.
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
