import { describe, expect, it } from "vitest";
import { isThisMachine } from "./this-machine.ts";

describe("isThisMachine", () => {
  it("knows every spelling of this machine", () => {
    for (const host of [
      "localhost",
      "LOCALHOST",
      "localhost.",
      "mail.localhost",
      "127.0.0.1",
      "127.53.0.9",
      // inet_aton's shorthand, decimal, hex and octal forms, which an smtp: URL leaves as typed
      "127.1",
      "2130706433",
      "0x7f.1",
      "0177.0.0.1",
      "0.0.0.0",
      "0",
      "::1",
      "[::1]",
      "[::]",
      "[::ffff:127.0.0.1]",
      "::ffff:7f00:1",
      "[::ffff:0.0.0.0]",
    ])
      expect(isThisMachine(host), host).toBe(true);
  });

  it("lets other hosts through, look-alikes included", () => {
    for (const host of [
      "smtp.example.com",
      "127.0.0.1.evil.test",
      "localhost.evil.test",
      "10.0.0.1",
      "192.168.1.1",
      "[2001:db8::1]",
      "[::ffff:10.0.0.1]",
      "not a host",
    ])
      expect(isThisMachine(host), host).toBe(false);
  });
});
