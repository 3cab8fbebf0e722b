/** Default addresses of the local stand-ins; the Supabase CLI uses the same ports, so `supabase start` can replace them. */
export const LOCAL_AUTH_PORT = 54321;
export const LOCAL_SMTP_PORT = 54325;
export const LOCAL_AUTH_URL = `http://127.0.0.1:${LOCAL_AUTH_PORT}`;
export const LOCAL_SMTP_URL = `smtp://127.0.0.1:${LOCAL_SMTP_PORT}`;
