import { storageKeyFor } from "./storage-key";

// Where the browser finds the auth service. Unset means the local stand-in on the Supabase CLI's port,
// so `supabase start` (or a hosted project via VITE_ vars) replaces it with no code change.
// Only the publishable key may reach the bundle.
export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || "http://127.0.0.1:54321";

/** The local stand-in's publishable key (the Supabase CLI's well-known local key format). */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

export const SUPABASE_PUBLISHABLE_KEY: string =
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || LOCAL_PUBLISHABLE_KEY;

export const AUTH_STORAGE_KEY = storageKeyFor(SUPABASE_URL);
