import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For (ADR 106): none (false), the nearest N hops,
 * or the listed addresses / CIDR ranges. Fastify's `trustProxy` takes each of these shapes as is.
 */
export type TrustProxy = false | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

const hopsMax = 10;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= width;
}

/**
 * `false`/`0`/empty: trust nobody. A number: that many hops. A comma-separated list: those proxies.
 * `true` is refused: it would trust every hop, so any client could pick its own address.
 */
export function parseTrustProxy(raw: string): TrustProxyParse {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { ok: true, value: false };
  if (text === 'true')
    return {
      ok: false,
      message: 'true would trust every hop; give the number of proxies in front (e.g. 1) or their addresses',
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > hopsMax) return { ok: false, message: `must be at most ${hopsMax} hops` };
    return { ok: true, value: hops };
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0)
    return { ok: false, message: `is not a hop count or a list of addresses/CIDRs: ${bad.join(', ')}` };
  return { ok: true, value: entries };
}

/**
 * Fastify's own number option trusts nobody (it cannot check the peer), so a hop count becomes
 * proxy-addr's function: hop 0 is the socket's peer, hop 1 the rightmost X-Forwarded-For entry, …;
 * the client address is the first untrusted hop, whatever the client wrote further left.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}
