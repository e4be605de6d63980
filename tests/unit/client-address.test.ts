import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientAddressOf, unknownClient } from "~/platform/client-address";

describe("clientAddressOf: the client a rate limit counts (decision 034)", () => {
  it("counts an IPv4 address as itself, with no wider network", () => {
    expect(clientAddressOf("203.0.113.7")).toEqual({ client: "203.0.113.7", network: null });
    expect(clientAddressOf(" 192.0.2.1 ")).toEqual({ client: "192.0.2.1", network: null });
  });

  it("counts an IPv6 address as its /64, and its /48 as its network, whatever its written form", () => {
    const expected = { client: "2001:db8:1:2::/64", network: "2001:db8:1::/48" };
    for (const written of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:3:4:5:6",
      "2001:db8:1:2::",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::192.0.2.1",
    ]) {
      expect(clientAddressOf(written), written).toEqual(expected);
    }
    expect(clientAddressOf("2001:db8::1")).toEqual({ client: "2001:db8:0:0::/64", network: "2001:db8:0::/48" });
    expect(clientAddressOf("::1")).toEqual({ client: "0:0:0:0::/64", network: "0:0:0::/48" });
    expect(clientAddressOf("::")).toEqual({ client: "0:0:0:0::/64", network: "0:0:0::/48" });
    expect(clientAddressOf("fe80::1%25")).toEqual({ client: "fe80:0:0:0::/64", network: "fe80:0:0::/48" });
  });

  it("tells different /64s and /48s apart", () => {
    expect(clientAddressOf("2001:db8:1:3::1").client).not.toBe(clientAddressOf("2001:db8:1:2::1").client);
    expect(clientAddressOf("2001:db8:1:3::1").network).toBe(clientAddressOf("2001:db8:1:2::1").network);
    expect(clientAddressOf("2001:db8:2:2::1").network).not.toBe(clientAddressOf("2001:db8:1:2::1").network);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientAddressOf("::ffff:198.51.100.4")).toEqual({ client: "198.51.100.4", network: null });
    expect(clientAddressOf("::FFFF:c633:6404")).toEqual({ client: "198.51.100.4", network: null });
    expect(clientAddressOf("0:0:0:0:0:ffff:198.51.100.4")).toEqual({ client: "198.51.100.4", network: null });
  });

  it("reads anything else as the one unknown client, never an error", () => {
    for (const garbage of [
      null,
      undefined,
      "",
      "   ",
      "unknown",
      "256.1.1.1",
      "1.2.3",
      "1.2.3.4.5",
      "1.2.3.-4",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7:8::",
      "1::2::3",
      ":::",
      ":1:2:3:4:5:6:7",
      "2001:db8::g",
      "2001:db8::12345",
      "2001:db8::1%",
      "::ffff:300.1.1.1",
      "[2001:db8::1]",
      "2001:db8::1, 203.0.113.7",
      "a".repeat(5000),
      "1".repeat(101),
    ]) {
      expect(clientAddressOf(garbage), String(garbage).slice(0, 40)).toEqual(unknownClient);
    }
  });
});

/** Every app source file, relative to the repository. */
function appSources(folder = "app"): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return appSources(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}
const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");

describe("every rate limit on a client goes through the one client key (decision 034)", () => {
  it("only the rate limiter turns CF-Connecting-IP into a key (the audit log stores the address as it came)", () => {
    const readers = appSources().filter((file) => /CF-Connecting-IP/i.test(read(file)));
    expect(readers.sort()).toEqual(["app/platform/audit-log.server.ts", "app/platform/rate-limit.server.ts"]);
  });

  it("no module counts a client's key with the plain hitRateLimit: client limits use hitClientRateLimit", () => {
    for (const file of appSources().filter((name) => name !== "app/platform/rate-limit.server.ts")) {
      const source = read(file);
      if (!/\bhitRateLimit\(/.test(source)) continue;
      expect(source, file).not.toMatch(/\bclientKey\b/);
    }
  });
});
