// The client's IP address, the key of the per-IP rate limits. By default the TCP peer (the
// socket @hono/node-server hands over as c.env.incoming); behind a reverse proxy every peer is
// the proxy, so TRUST_PROXY makes it the first X-Forwarded-For entry instead. That entry is
// only as honest as the proxy: it must set the header itself (nginx:
// `proxy_set_header X-Forwarded-For $remote_addr`), not append to what the client sent.
// app.request() in tests has no socket: pass `{ incoming: { socket: { remoteAddress } } }`
// as its env argument to choose an address.
import type { Context } from 'hono';

/** What @hono/node-server puts in c.env, as far as the address goes. */
export interface SocketEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Requests whose address cannot be known share this key (and so one rate limit). */
export const UNKNOWN_CLIENT_IP = 'unknown';

// '::ffff:203.0.113.5' is an IPv4 client on a dual-stack socket: the same client as
// '203.0.113.5'. Capped so a forged header cannot fill the column.
function normalise(address: string): string {
  const trimmed = address.trim().slice(0, 100);
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.')
    ? trimmed.slice(7)
    : trimmed;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return normalise(first);
  }
  const socket = (c.env as SocketEnv | undefined)?.incoming?.socket?.remoteAddress;
  return socket ? normalise(socket) : UNKNOWN_CLIENT_IP;
}
