/**
 * Which hosts the server may reach on someone else's word (quality S4: a sheet import, a
 * push endpoint): public unicast addresses only. Every other range ipaddr.js knows (private,
 * loopback, link-local with 169.254.169.254, unique-local with fd00:ec2::254, CGNAT,
 * unspecified, multicast, reserved, 6to4, Teredo, NAT64, IPv4-translated) is refused,
 * IPv4-mapped IPv6 is judged by the IPv4 inside, IPv4-compatible IPv6 (::/96) is refused,
 * and metadata and local names are refused before any DNS lookup.
 */
import ipaddr from 'ipaddr.js';

const BLOCKED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);
const BLOCKED_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

const RANGE_WORDS: Record<string, string> = {
  private: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64 (IPv4-embedded)',
  '6to4': '6to4',
  teredo: 'Teredo',
};

/** Hostname without IPv6 brackets or a trailing dot, lower-cased. */
export function bareHostname(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** Why a host name may not be fetched at all, or null. IP literals are judged by address. */
export function hostnameBlockReason(hostname: string): string | null {
  const host = bareHostname(hostname);
  if (!host) return 'the address has no host';
  if (BLOCKED_NAMES.has(host) || BLOCKED_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return `${host} is a local or metadata host`;
  }
  return null;
}

/** Why an IP address may not be connected to, or null when it is public. */
export function addressBlockReason(address: string): string | null {
  const ip = bareHostname(address);
  if (!ipaddr.isValid(ip)) return `${ip} is not an IP address`;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // ::a.b.c.d (::/96, "IPv4-compatible", deprecated): ipaddr.js calls `::7f00:1` unicast, and a
    // host with a tunnel reaches 127.0.0.1 through it. Nothing public lives there (issue 35).
    else if (v6.parts.slice(0, 6).every((part) => part === 0) && (v6.parts[6] !== 0 || v6.parts[7]! > 1)) {
      return `${ip} is an IPv4-compatible address`;
    }
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  return `${ip} is a ${RANGE_WORDS[range] ?? 'reserved'} address`;
}

export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(bareHostname(hostname));
}
