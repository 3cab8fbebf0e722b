/** supabase-js stores the session under `sb-<first label of the host>-auth-token`. */
export function storageKeyFor(url: string): string {
  return `sb-${new URL(url).hostname.split(".")[0]}-auth-token`;
}

/** Whether supabase-js has a session in this browser's storage (blocked storage: nothing to restore). */
export function hasStoredSession(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}
