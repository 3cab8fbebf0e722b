import { storageKeyFor } from "./storage-key";

// Where the browser finds the auth service, fixed at build time by vite.config.ts (scripts/supabase-env.ts):
// VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY, required in a production build, the local stand-in
// elsewhere, so `supabase start` (or a hosted project) replaces it with no code change.
// Only the publishable key may reach the bundle.
export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL;

export const SUPABASE_PUBLISHABLE_KEY: string = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY;

export const AUTH_STORAGE_KEY = storageKeyFor(SUPABASE_URL);
