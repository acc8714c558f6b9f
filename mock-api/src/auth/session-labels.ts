// How the Active sessions list names a session (docs/decisions/017-account-security.md): the browser and system from the
// User-Agent it signed in with (bowser), and the network its address belongs to. Never a city:
// the API has no geolocation database and sends addresses to no one, so the "approximate
// place" is the network itself, which is what a person can check against their own.
import { isIP } from 'node:net';
import Bowser from 'bowser';

/** 'Firefox on Linux', 'Safari on iOS', or 'Unknown browser'. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  if (name && system) return `${name} on ${system}`;
  if (name) return name;
  // Not a browser (an API client): its product token, e.g. 'curl/8.5.0' → 'curl'.
  const product = userAgent.match(/^([A-Za-z][\w.-]{0,40})\//)?.[1];
  return product ?? 'Unknown browser';
}

function ipv4Parts(ip: string): number[] {
  return ip.split('.').map(Number);
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 10 ||
    (a === 172 && (b ?? 0) >= 16 && (b ?? 0) <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && (b ?? 0) >= 64 && (b ?? 0) <= 127) // carrier-grade NAT
  );
}

/**
 * The network of an address: 'This computer' (loopback), 'Private network' (RFC 1918, ULA,
 * link-local), else the /24 of an IPv4 or the /48 of an IPv6 address ('203.0.113.0/24').
 */
export function describeNetwork(address: string | null | undefined): string {
  if (!address) return 'Unknown network';
  // An IPv4 address written in IPv6 form ('::ffff:198.51.100.7').
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(ip);
  if (version === 4) {
    const parts = ipv4Parts(ip);
    if (parts[0] === 127) return 'This computer';
    if (isPrivateIpv4(parts) || (parts[0] === 169 && parts[1] === 254)) return 'Private network';
    return `${parts.slice(0, 3).join('.')}.0/24`;
  }
  if (version === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::1') return 'This computer';
    if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return 'Private network';
    const groups = expandIpv6(lower);
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'Unknown network';
}

// '2001:db8::1' → ['2001', 'db8', '0', '0', '0', '0', '0', '1'].
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
