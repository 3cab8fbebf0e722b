// Whether a host names the machine it is used on: shared by the site's build (a deploy's Supabase URL) and
// the contact function (a deploy's SMTP_URL), so both refuse the same spellings.
import { BlockList, isIP } from "node:net";

const THIS_MACHINE = new BlockList();
THIS_MACHINE.addSubnet("127.0.0.0", 8, "ipv4");
// 0.0.0.0 ("this host") connects to the local machine on Linux and macOS
THIS_MACHINE.addSubnet("0.0.0.0", 8, "ipv4");
THIS_MACHINE.addAddress("::1", "ipv6");
THIS_MACHINE.addAddress("::", "ipv6");

/**
 * Whether `host` (a URL's hostname, brackets optional) reaches this machine: localhost and *.localhost (a
 * trailing dot too, as resolvers and browsers take them), loopback, the unspecified address, and every other
 * spelling of those: `127.1`, `2130706433`, `0x7f.1` (as inet_aton reads them, which a URL of a non-special
 * scheme such as smtp: leaves unnormalised) and IPv4-mapped IPv6 (`::ffff:127.0.0.1`).
 */
export function isThisMachine(host: string): boolean {
  const bare = host
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  let normal: string;
  try {
    // an http: URL's parser reads every IPv4 spelling as inet_aton does and compresses IPv6
    normal = new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}/`).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  const version = isIP(normal);
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:7f00:1) against the IPv4 subnets too
  return version !== 0 && THIS_MACHINE.check(normal, version === 4 ? "ipv4" : "ipv6");
}
