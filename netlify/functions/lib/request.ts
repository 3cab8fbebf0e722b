// Reading a request body as JSON without ever holding more than the allowed number of bytes.
export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string };

export async function readBody(req: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = { ok: false, status: 413, error: `Body must be at most ${maxBytes} bytes` } as const;
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return tooLarge;

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
  if (size === 0) return { ok: false, status: 400, error: "Body is empty; send a JSON object" };

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, error: "Body is not valid UTF-8" };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, error: "Body is not valid JSON" };
  }
}
