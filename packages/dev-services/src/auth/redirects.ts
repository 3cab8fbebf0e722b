// Which redirect_to the service honours (GoTrue's internal/utilities/request.go `IsRedirectURLValid`, rows
// in contracts/gotrue-behaviour.md). GoTrue decides on Go's url.Parse, not on a browser's URL parser, and
// the two disagree exactly where it matters (a scheme with an underscore, an invalid escape, a host with a
// backslash), so `parseGoUrl` reads a value the way net/url does, as far as the decision depends on it.
import { BlockList, isIP } from "node:net";

/** What net/url's Parse gives for a value, or null where it returns an error. */
export interface GoUrl {
  /** lower-cased, "" for a relative reference */
  scheme: string;
  /** u.Hostname(): without the port and the IPv6 brackets */
  hostname: string;
  /** u.Port(): "" when none is written */
  port: string;
}

const ESCAPE = /%(?![0-9a-fA-F]{2})/;
// net/url's shouldEscape in host mode: what may stand unescaped in a host (bytes from 0x80 always may)
const HOST_CHAR = /^[a-zA-Z0-9\-_.~!$&'()*+,;=:[\]<>"\u0080-\u{10ffff}]$/u;
const USERINFO = /^[a-zA-Z0-9\-._:~!$&'()*+,;=%@]*$/;
const validOptionalPort = (colonPort: string) => colonPort === "" || /^:[0-9]*$/.test(colonPort);

/** Whether any character is below `limit` or DEL. */
const hasAsciiBelow = (value: string, limit: number) =>
  [...value].some((char) => char.charCodeAt(0) < limit || char === "\x7f");

/** net/url's Parse, reduced to the parts IsRedirectURLValid reads. */
export function parseGoUrl(raw: string): GoUrl | null {
  const hash = raw.indexOf("#");
  const [beforeFragment, fragment] = hash < 0 ? [raw, ""] : [raw.slice(0, hash), raw.slice(hash + 1)];
  if (hasAsciiBelow(beforeFragment, 0x20)) return null; // "invalid control character in URL"
  if (ESCAPE.test(fragment)) return null;
  if (beforeFragment === "*") return { scheme: "", hostname: "", port: "" };

  // getScheme: letters, then letters, digits, + - . up to the first ':'; anything else means no scheme
  let scheme = "";
  let rest = beforeFragment;
  const schemeMatch = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(beforeFragment);
  if (beforeFragment.startsWith(":")) return null; // "missing protocol scheme"
  if (schemeMatch?.[1]) {
    scheme = schemeMatch[1].toLowerCase();
    rest = beforeFragment.slice(schemeMatch[0].length);
  }
  // the query is kept raw, never checked
  rest = rest.endsWith("?") && rest.split("?").length === 2 ? rest.slice(0, -1) : rest.split("?")[0]!;

  if (!rest.startsWith("/")) {
    if (scheme !== "") return { scheme, hostname: "", port: "" }; // opaque: mailto:x, javascript:alert(1)
    if (rest.split("/")[0]!.includes(":")) return null; // "first path segment in URL cannot contain colon"
  }
  let host = "";
  if (rest.startsWith("//") && (scheme !== "" || !rest.startsWith("///"))) {
    const slash = rest.indexOf("/", 2);
    const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash);
    rest = slash < 0 ? "" : rest.slice(slash);
    const at = authority.lastIndexOf("@");
    if (at >= 0 && (!USERINFO.test(authority.slice(0, at)) || ESCAPE.test(authority.slice(0, at))))
      return null;
    const parsed = parseHost(authority.slice(at + 1));
    if (parsed === null) return null;
    host = parsed;
  }
  if (ESCAPE.test(rest)) return null; // setPath: "invalid URL escape"

  // Hostname() and Port(): the port only when what follows the last ':' is one
  let hostname = host;
  let port = "";
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && validOptionalPort(host.slice(colon))) {
    hostname = host.slice(0, colon);
    port = host.slice(colon + 1);
  }
  if (hostname.startsWith("[") && hostname.endsWith("]")) hostname = hostname.slice(1, -1);
  return { scheme, hostname, port };
}

/** net/url's parseHost: a bracketed IPv6 literal or a name, an optional numeric port, host escapes. */
function parseHost(host: string): string | null {
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close < 0 || !validOptionalPort(host.slice(close + 1))) return null;
  } else {
    const colon = host.lastIndexOf(":");
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) return null;
  }
  // Go works on bytes: escapes and raw characters alike become UTF-8 bytes of the host
  const bytes: Buffer[] = [];
  for (let i = 0; i < host.length; i += 1) {
    const char = host[i]!;
    if (char === "%") {
      const hex = host.slice(i + 1, i + 3);
      // only escapes of non-ASCII bytes, or %25, may stand in a host
      if (!/^[0-9a-fA-F]{2}$/.test(hex) || (parseInt(hex, 16) < 0x80 && hex !== "25")) return null;
      bytes.push(Buffer.from([parseInt(hex, 16)]));
      i += 2;
    } else if (HOST_CHAR.test(char)) {
      bytes.push(Buffer.from(char));
    } else {
      return null; // "invalid character in host name"
    }
  }
  return Buffer.concat(bytes).toString("utf8");
}

/** The loopback names whose port may differ from the Site URL's (RFC 8252 section 7.3). */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);

// 127.0.0.0/8 and ::1; Node's BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1), as Go's IsLoopback does
const LOOPBACK_IPS = new BlockList();
LOOPBACK_IPS.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK_IPS.addAddress("::1", "ipv6");

/** Go's net.ParseIP(host).IsLoopback(), or null when the host is no IP literal (Go takes no zone: fe80::1%eth0). */
function loopbackIp(host: string): boolean | null {
  const version = host.includes("%") ? 0 : isIP(host);
  if (version === 0) return null;
  return LOOPBACK_IPS.check(host, version === 4 ? "ipv4" : "ipv6");
}

/**
 * A URI_ALLOW_LIST entry as GoTrue compiles it (gobwas/glob with '.' and '/' as separators): `*` any run
 * of characters but a separator, `**` any run at all, `?` one character but a separator, `[abc]`,
 * `[a-z]`, `[!abc]` one of (or none of) a set, `{a,b}` one of the alternatives, `\` escapes the next one.
 */
export function compileAllowListGlob(pattern: string): RegExp {
  let index = 0;
  const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
  const parse = (inAlternative: boolean): string => {
    let source = "";
    while (index < pattern.length) {
      const char = pattern[index]!;
      if (inAlternative && (char === "," || char === "}")) return source;
      index += 1;
      if (char === "\\" && index < pattern.length) {
        source += escape(pattern[index]!);
        index += 1;
      } else if (char === "*") {
        if (pattern[index] === "*") {
          while (pattern[index] === "*") index += 1;
          source += "[^]*";
        } else source += "[^./]*";
      } else if (char === "?") {
        source += "[^./]";
      } else if (char === "[") {
        const close = pattern.indexOf("]", index + 1);
        if (close < 0) {
          source += "\\[";
          continue;
        }
        let set = pattern.slice(index, close);
        index = close + 1;
        const negated = set.startsWith("!");
        if (negated) set = set.slice(1);
        const body = set.replace(/\\(.)/g, "$1").replace(/[\\\]^]/g, "\\$&");
        source += negated ? `[^${body}]` : `[${body}]`;
      } else if (char === "{") {
        const alternatives: string[] = [];
        for (;;) {
          alternatives.push(parse(true));
          const separator = pattern[index];
          index += 1;
          if (separator !== ",") break;
        }
        source += `(?:${alternatives.join("|")})`;
      } else {
        source += escape(char);
      }
    }
    return source;
  };
  return new RegExp(`^(?:${parse(false)})$`, "u");
}

export interface RedirectPolicy {
  /** GOTRUE_SITE_URL as configured */
  siteUrl: string;
  /** GOTRUE_URI_ALLOW_LIST, compiled */
  allowList: RegExp[];
}

/** IsRedirectURLValid: may the service send the browser to `value`? */
export function isRedirectUrlValid(policy: RedirectPolicy, value: string): boolean {
  if (value === "") return false;
  // any ASCII control character or space: a browser would strip some and go somewhere unchecked
  if (hasAsciiBelow(value, 0x21)) return false;
  const base = parseGoUrl(policy.siteUrl);
  if (!base) return false; // a misconfigured Site URL allows nothing
  const target = parseGoUrl(value);
  // an http(s) URL that does not parse skips no check by reaching the allow list
  if (!target && /^https?:/i.test(value)) return false;

  if (target) {
    // back to the site: same scheme, host and port; any port on loopback
    if (
      base.hostname === target.hostname &&
      base.scheme === target.scheme &&
      (base.port === target.port || LOOPBACK_NAMES.has(target.hostname))
    )
      return true;
    const isHttp = target.scheme === "http" || target.scheme === "https";
    if (/^[0-9]+$/.test(target.hostname)) return false; // a decimal-number host: 2130706433 = 127.0.0.1
    const loopback = loopbackIp(target.hostname);
    if (loopback !== null) return loopback;
    if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(target.hostname)) return false;
  }
  const withoutFragment = value.split("#")[0]!;
  return policy.allowList.some((glob) => glob.test(withoutFragment));
}
