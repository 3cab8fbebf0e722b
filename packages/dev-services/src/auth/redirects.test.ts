// Which redirect_to is honoured, one row per case of contracts/gotrue-behaviour.md ("Which redirect_to is
// honoured", GoTrue's IsRedirectURLValid), then the same decision over HTTP: a refused value sends the
// browser to the Site URL, an honoured one comes back as it was sent.
import { describe, expect, it } from "vitest";
import { compileAllowListGlob, isRedirectUrlValid, parseGoUrl } from "./redirects.ts";
import { fileStack, SITE_URL, uniqueEmail } from "./test-support.ts";

const SITE = "http://localhost:8888";
const ALLOW_LIST = [
  "https://*.orbitag.com/**",
  "https://preview-{one,two}.orbitag.dev/auth",
  "com.orbitag.app://callback",
  "com.orbitag_app://callback",
];
const policy = (allowList: string[] = ALLOW_LIST) => ({
  siteUrl: SITE,
  allowList: allowList.map(compileAllowListGlob),
});

// [value, honoured, why]
type Row = [string, boolean, string];

describe("IsRedirectURLValid, with Site URL http://localhost:8888", () => {
  const refusedOutright: Row[] = [
    ["", false, "empty"],
    ["http://localhost:8888/a\tb", false, "a tab"],
    ["\thttps://2130706433/", false, "a leading tab (a browser strips it)"],
    ["http://localhost:8888/a b", false, "a space"],
    ["http://localhost:8888/\x00", false, "NUL"],
    ["http://localhost:8888/\x7f", false, "DEL"],
    ["http://localhost:8888/\n", false, "a line feed"],
    ["https://2130706433/%zz", false, "an http(s) URL that does not parse (invalid escape)"],
    ["http://localhost:8888/%zz", false, "the site itself with an invalid escape"],
    ["http://localhost:88a8/", false, "an http(s) URL that does not parse (port)"],
    ["http://localhost:8888\\@evil.example/", false, "a backslash before @ (invalid user info)"],
    ["https:/\\2130706433/", false, "slash-backslash authority: no host"],
    ["http://2130706433/", false, "a decimal-number host (127.0.0.1)"],
    ["http://2130706433:8888/", false, "a decimal-number host with the site's port"],
    ["ftp://3232235777/", false, "a decimal-number host, any scheme"],
  ];
  const sameSite: Row[] = [
    [`${SITE}`, true, "the Site URL"],
    [`${SITE}/auth?mode=signup#top`, true, "a path, query and fragment of the site"],
    ["http://user@localhost:8888/", true, "user info, same host"],
    ["https://localhost:8888/", false, "another scheme"],
    ["javascript://localhost/%0aalert(document.cookie)", false, "javascript: with the site's host"],
    ["javascript://localhost:8888/%0aalert(1)", false, "javascript: with the site's host and port"],
    ["data://localhost/text/html,<script>alert(1)</script>", false, "data: with the site's host"],
    ["//localhost:8888/", false, "scheme-relative: no scheme"],
    ["/auth", false, "a path alone"],
    ["http://localhost:6006/", true, "loopback: another port"],
    ["http://localhost/", true, "loopback: no port"],
    ["http://LOCALHOST:8888/", false, "the host compared as written (Go keeps its case)"],
    ["http://localhost.evil.example:8888/", false, "a name that starts like the site's"],
    ["http://localhost:8888@evil.example/", false, "the site as user info of another host"],
  ];
  const hosts: Row[] = [
    ["http://127.0.0.1:6006/", true, "a loopback IPv4 literal"],
    ["http://127.8.9.10/", true, "anywhere in 127.0.0.0/8"],
    ["http://[::1]:3000/cb", true, "the loopback IPv6 literal"],
    ["http://[::ffff:127.0.0.1]/", true, "IPv4-mapped loopback"],
    ["javascript://127.0.0.1/%0aalert(1)", true, "a loopback IP literal, whatever the scheme (as GoTrue)"],
    ["http://10.0.0.1:8888/", false, "an IP literal that is not loopback"],
    ["http://[fe80::1]/", false, "a link-local IPv6 literal"],
    ["http://0x7f000001/", false, "a hex host: a name, not on the allow list"],
    ["http://127.1/", false, "a short dotted host: a name, not on the allow list"],
    ["http://evil.example/", false, "another site"],
    ["http://evil_host.example/", false, "an http(s) host with unusual characters"],
    ["https://-evil.example/", false, "a host starting with a hyphen"],
  ];
  const allowList: Row[] = [
    ["https://app.orbitag.com/auth/callback", true, "a glob: one label and any path"],
    ["https://a.b.orbitag.com/", false, "* does not cross a dot"],
    ["http://app.orbitag.com/", false, "the glob's scheme is https"],
    ["https://preview-two.orbitag.dev/auth", true, "{one,two}"],
    ["https://preview-one.orbitag.dev/auth#access_token=x", true, "matched without the fragment"],
    ["https://preview-one.orbitag.dev/auth?x=1", false, "the query is part of the match"],
    ["https://preview-three.orbitag.dev/auth", false, "not one of the alternatives"],
    ["com.orbitag.app://callback", true, "an app scheme"],
    ["com.orbitag_app://callback", true, "an app scheme Go cannot parse: the allow list only"],
    ["com.orbitag_app://elsewhere", false, "an app scheme off the list"],
  ];

  it.each([...refusedOutright, ...sameSite, ...hosts, ...allowList])("%j -> %s (%s)", (value, honoured) => {
    expect(isRedirectUrlValid(policy(), value)).toBe(honoured);
  });

  // an allow list that matches everything shows which checks come before it
  it.each<Row>([
    ["https://evil.example/", true, "the list is consulted"],
    ["/relative", true, "a relative reference"],
    ["http://2130706433/", false, "decimal host first"],
    ["http://10.0.0.1/", false, "a non-loopback IP literal first"],
    ["http://evil_host.example/", false, "unusual host characters first"],
    ["https://2130706433/%zz", false, "an http(s) URL that does not parse"],
    ["http://a b/", false, "a space"],
  ])("with URI_ALLOW_LIST=** %j -> %s (%s)", (value, honoured) => {
    expect(isRedirectUrlValid(policy(["**"]), value)).toBe(honoured);
  });

  it("refuses everything when the Site URL itself does not parse", () => {
    expect(isRedirectUrlValid({ siteUrl: "http://localhost:80a/", allowList: [] }, "http://localhost/")).toBe(
      false,
    );
  });
});

describe("net/url's Parse, as far as the decision reads it", () => {
  it.each<[string, ReturnType<typeof parseGoUrl>]>([
    ["http://localhost:8888/x", { scheme: "http", hostname: "localhost", port: "8888" }],
    ["HTTP://[::1]:3000", { scheme: "http", hostname: "::1", port: "3000" }],
    ["javascript:alert(1)", { scheme: "javascript", hostname: "", port: "" }],
    ["http://h:/", { scheme: "http", hostname: "h", port: "" }],
    ["http://%C3%A9t%C3%A9.example/", { scheme: "http", hostname: "été.example", port: "" }],
    ["//host/x", { scheme: "", hostname: "host", port: "" }],
    ["http://h/%zz", null],
    ["http://h/#%zz", null],
    ["http://h%41/", null],
    ["http://h{}/", null],
    ["http://[::1/", null],
    [":foo", null],
    ["a_b://x", null],
  ])("%j", (value, parsed) => {
    expect(parseGoUrl(value)).toEqual(parsed);
  });
});

describe("over HTTP: a refused redirect_to sends the browser to the Site URL", () => {
  const stack = fileStack({ uriAllowList: ["https://*.orbitag.com/**"] });

  /** where the confirmation link of a sign-up with this redirect_to lands */
  async function afterConfirmation(redirectTo: string): Promise<string> {
    const email = uniqueEmail("redirect");
    await stack.call("POST", `/auth/v1/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
      body: { email, password: "secret-pw" },
    });
    const verify = await stack.call("GET", await stack.confirmationLink(email), {
      apikey: null,
      versioned: false,
    });
    return (verify.headers.get("location") ?? "").split("#")[0]!;
  }

  /** where "Continue with Google" with this redirect_to lands */
  async function afterGoogle(redirectTo: string): Promise<string> {
    const back = await stack.googleConsent(`provider=google&redirect_to=${encodeURIComponent(redirectTo)}`, {
      email: "ada.tester@example.com",
    });
    return back.toString().split("#")[0]!;
  }

  it.each([
    "javascript://localhost/%0aalert(document.cookie)",
    "data://localhost/text/html,hi",
    "https://localhost:8123/",
    "http://2130706433/",
  ])("sign-up and Google with %j land on the Site URL", async (redirectTo) => {
    expect(await afterConfirmation(redirectTo)).toBe(`${SITE_URL}/`);
    expect(await afterGoogle(redirectTo)).toBe(`${SITE_URL}/`);
  });

  it.each(["http://localhost:6006/after", `${SITE_URL}/auth?next=%2F`, "https://app.orbitag.com/cb"])(
    "sign-up and Google with %j land there",
    async (redirectTo) => {
      expect(await afterConfirmation(redirectTo)).toBe(redirectTo);
      expect(await afterGoogle(redirectTo)).toBe(redirectTo);
    },
  );
});
