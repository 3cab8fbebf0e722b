// Content-Security-Policy for the prerendered site. React Router emits inline <script>s for hydration,
// so instead of 'unsafe-inline' the policy allows exactly those scripts by their sha256 hashes.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources ('sha256-…') of every executable inline script in the HTML (JSON-LD data blocks excluded). */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs ?? "")?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript")
      continue;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body ?? ""));
    hashes.push(`'sha256-${Buffer.from(digest).toString("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(options: { scriptHashes: string[]; connect: string[] }): string {
  const unique = [...new Set(options.scriptHashes)].sort();
  const connect = [...new Set(options.connect.map((url) => new URL(url).origin))];
  return [
    "default-src 'self'",
    `script-src 'self' ${unique.join(" ")}`.trim(),
    // React and Radix set inline style attributes; scripts stay hash-only
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}
