// Reading a request body without ever holding more than the allowed number of bytes, as JSON or as the
// fields of a form; and telling a form posted from our own pages from one posted by another site.
export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

/** The body as UTF-8 text, refused with 413 past `maxBytes` (declared or counted) and 400 if not UTF-8. */
export async function readText(req: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = { ok: false, status: 413, error: `Body must be at most ${maxBytes} bytes` } as const;
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    // let the rest of the upload be discarded rather than left stalled on the connection
    await req.body?.cancel().catch(() => {});
    return tooLarge;
  }

  // the header may be missing (chunked) or lie, so count what actually arrives
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400, error: "Body is not valid UTF-8" };
  }
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; status: 400; error: string };

export function parseJson(text: string): JsonResult {
  if (text.length === 0) return { ok: false, status: 400, error: "Body is empty; send a JSON object" };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, error: "Body is not valid JSON" };
  }
}

/**
 * The fields of an `application/x-www-form-urlencoded` body as an object for the schema: a field sent
 * twice becomes a list (which the schema refuses as "Expected a string"), never one of the two silently.
 */
export function parseForm(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields.get(key);
    fields.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
  }
  // own properties only (Object.fromEntries defines "__proto__" as a plain key the schema then refuses)
  return Object.fromEntries(fields);
}

/**
 * Whether a form post comes from a page of this same origin. Browsers say so in `Sec-Fetch-Site`; where
 * they do not send it, `Origin` must be this origin. No header at all (not a browser form) is refused.
 */
export function isSameOriginPost(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = req.headers.get("origin");
  return origin !== null && origin === new URL(req.url).origin;
}

/** The media type of the body, lower-cased and without parameters. */
export function mediaType(req: Request): string | undefined {
  return req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
}
