// Posting a validated message to the contact function. Never throws: the form only needs to know
// whether it worked; the server's wording is for logs, never for the visitor (spec §8).
import type { ContactMessage } from "@orbitag/contact";
import { CONTACT_ENDPOINT, HONEYPOT_FIELD } from "@orbitag/contact/text";

/** give up well after the function's own SMTP timeouts, so a dead network still ends the busy state */
export const CONTACT_TIMEOUT_MS = 20_000;

export type SubmitResult =
  { ok: true; id: string | null } | { ok: false; status: number | null; error: string | null };

export async function submitContactMessage(
  message: ContactMessage,
  fetchImpl: typeof fetch = fetch,
  endpoint: string = CONTACT_ENDPOINT,
): Promise<SubmitResult> {
  // spec §7: the body is name, email, subject and message; the honeypot goes along only when a bot filled it
  const { [HONEYPOT_FIELD]: trap, ...fields } = message;
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(trap ? message : fields),
      signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown; error?: unknown } | null;
  if (!response.ok) {
    return { ok: false, status: response.status, error: typeof body?.error === "string" ? body.error : null };
  }
  return { ok: true, id: typeof body?.id === "string" ? body.id : null };
}
