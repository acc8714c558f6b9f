// The client's IP address: the key of the per-IP rate limits and the network the Active
// sessions list shows. By default the TCP peer (the socket @hono/node-server hands over as
// c.env.incoming). Behind reverse proxies every peer is a proxy, so TRUST_PROXY=N (N trusted
// hops) takes the address N-th from the right of X-Forwarded-For: each proxy appends the
// address it received the request from, so the right-most entries are written by our own
// proxies and everything to their left by whoever sent the request, the client included. The
// left-most entry is never used: a client writes it. With fewer entries than hops the furthest
// one is taken (every entry there was written by a trusted proxy). The same rule as Express's
// numeric `trust proxy` (README "Configuration" lists the usual balancers).
// app.request() in tests has no socket: pass `{ incoming: { socket: { remoteAddress } } }`
// as its env argument to choose an address.
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { convertIPv6BinaryToString, convertIPv6ToBinary } from 'hono/utils/ipaddr';

/** What @hono/node-server puts in c.env, as far as the address goes. */
export interface SocketEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Requests whose address cannot be known share this key (and so one rate limit). */
export const UNKNOWN_CLIENT_IP = 'unknown';

// One proxy entry: '203.0.113.5', '203.0.113.5:4711', '[2001:db8::1]:443' or '2001:db8::1'.
// '::ffff:203.0.113.5' is an IPv4 client on a dual-stack socket: the same client as
// '203.0.113.5'. Capped so a forged header cannot fill the column.
function normalise(address: string): string {
  let text = address.trim().slice(0, 100);
  const bracketed = text.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) text = bracketed[1] as string;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  return text.toLowerCase().startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text;
}

/** The request's client address; `trustedHops` is TRUST_PROXY (0: the socket's address). */
export function clientIp(c: Context, trustedHops: number): string {
  const socket = (c.env as SocketEnv | undefined)?.incoming?.socket?.remoteAddress;
  // Nearest first: the socket, then X-Forwarded-For from the right.
  const hops = [socket ? normalise(socket) : UNKNOWN_CLIENT_IP];
  if (trustedHops > 0) {
    const forwarded = c.req.header('x-forwarded-for') ?? '';
    const entries = forwarded
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries.reverse().slice(0, trustedHops)) hops.push(normalise(entry));
  }
  return hops[Math.min(trustedHops, hops.length - 1)] as string;
}

/**
 * What a per-IP limit counts: the address itself for IPv4, the /64 network for IPv6. One
 * subscriber is usually given a whole /64 (RFC 6177), so counting single IPv6 addresses would
 * give one client 2^64 fresh limits.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  try {
    const network = (convertIPv6ToBinary(address) >> 64n) << 64n;
    return `${convertIPv6BinaryToString(network)}/64`;
  } catch {
    return address; // a zone id on an address that is not link-local: counted as it is
  }
}
