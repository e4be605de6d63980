/**
 * Which client a request comes from, as rate limits count it (docs/decisions/034). An IPv4 address
 * is one client. An IPv6 address is not: one subscriber is routed a whole /64 (often a /56 or a /48),
 * so a client is its /64, and its /48 is the network it is counted on too. Anything that does not
 * parse is one fixed "unknown" client, never an error.
 */

export interface ClientAddress {
  /** The address (IPv4) or the /64 (IPv6) a client is counted as, e.g. `2001:db8:1:2::/64`. */
  client: string;
  /** The /48 an IPv6 client is counted on as well; null for IPv4 and for unknown clients. */
  network: string | null;
}

export const unknownClient: ClientAddress = { client: "unknown", network: null };

/** Longer than any written form of an address with a zone id: anything longer is not one. */
const maximumLength = 100;

export function clientAddressOf(header: string | null | undefined): ClientAddress {
  const text = (header ?? "").trim();
  if (text === "" || text.length > maximumLength) return unknownClient;
  if (!text.includes(":")) {
    const ipv4 = parseIpv4(text);
    return ipv4 ? { client: ipv4.join("."), network: null } : unknownClient;
  }
  const groups = parseIpv6(text);
  if (!groups) return unknownClient;
  // IPv4-mapped (::ffff:a.b.c.d) is an IPv4 client written the IPv6 way.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return { client: [high >> 8, high & 255, low >> 8, low & 255].join("."), network: null };
  }
  const hex = (count: number) =>
    groups
      .slice(0, count)
      .map((group) => group.toString(16))
      .join(":");
  return { client: `${hex(4)}::/64`, network: `${hex(3)}::/48` };
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address in any written form (`::`, a zone id, a dotted tail), or null. */
function parseIpv6(text: string): number[] | null {
  const zone = text.indexOf("%");
  const address = zone === -1 ? text : text.slice(0, zone);
  if (zone !== -1 && zone === text.length - 1) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0] ?? "");
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/** The groups of one side of `::` (empty for ""), with a dotted IPv4 tail as two groups; null if malformed. */
function groupsOf(side: string): number[] | null {
  if (side === "") return [];
  const parts = side.split(":");
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes(".")) {
      const ipv4 = parseIpv4(part);
      if (!ipv4) return null;
      const [a = 0, b = 0, c = 0, d = 0] = ipv4;
      groups.push((a << 8) | b, (c << 8) | d);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}
