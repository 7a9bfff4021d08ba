/**
 * The rate-limit key of a client address. An IPv4 address is its own key (IPv4-mapped IPv6
 * included). An IPv6 address is keyed by its /64: one subscriber is routinely handed a whole
 * /64, so keying by the full address would give a single client 2^64 buckets. `ipv6Prefix: 48`
 * keys it by its /48 instead, for limits an attacker must not spread over a whole allocation.
 */
export function ipRateLimitKey(ip: string, options: { ipv6Prefix?: 48 | 64 } = {}): string {
  const address = ip.split('%')[0]?.toLowerCase() ?? '';
  if (!address.includes(':')) return address;
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  const groups = expandIpv6(address);
  // A /64 is one host's network; a /48 is what one customer or one cloud project is commonly given,
  // so a guesser who can rotate through a /48 is still one client to a limit keyed on it.
  const prefix = options.ipv6Prefix ?? 64;
  return groups ? `${groups.slice(0, prefix / 16).join(':')}::/${prefix}` : address;
}

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or null when malformed. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const last = tail.length > 0 ? tail : head;
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) fills the last two groups.
  if (last.at(-1)?.includes('.')) last.splice(-1, 1, '0', '0');
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const valid = groups.every(
    (group) => group.length >= 1 && group.length <= 4 && [...group].every((c) => '0123456789abcdef'.includes(c)),
  );
  return valid ? groups.map((group) => Number.parseInt(group, 16).toString(16)) : null;
}
