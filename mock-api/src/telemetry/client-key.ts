/**
 * Who sent a report, without knowing who: a client is the HMAC-SHA256 of its network under a salt that
 * is random per UTC day and lives only in this process's memory. The same client gives the same key all
 * day (so it counts once), a new key the next day (keys of two days cannot be linked), and nothing that
 * is ever written down can be turned back into an address: the salt is never stored, and the counters'
 * file holds counts, not keys.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DAY_MS } from '@lotengo/shared/contracts';
import ipaddr from 'ipaddr.js';

/**
 * How much of an address is one client. One person or one script easily holds a whole IPv4 /24 (a cloud
 * account's addresses, an office's NAT pool, a hosting range) and an IPv6 /48 (a site's allocation; a
 * home line gets a /56 of it, a /64 is a single LAN): counting each address would let 30 addresses of one
 * /24, or the 65,536 /64s of one /48, pose as 30 or 65,536 clients. A /24 of real visitors behind one
 * carrier NAT counts once too: the canary's floor is of networks, not of people.
 */
export const IPV4_CLIENT_PREFIX = 24;
export const IPV6_CLIENT_PREFIX = 48;

/**
 * The network a report comes from: an IPv4 address by its /24, an IPv6 address by its /48, an
 * IPv4-mapped IPv6 address as the IPv4 one. The address is the one the server sees: the socket's, or,
 * behind TRUST_PROXY proxies, the one the outermost of them wrote into X-Forwarded-For (what the client
 * writes itself is never trusted). The user agent is left out on purpose: the sender writes it, so one
 * address could be any number of "clients".
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  const prefix = ip.kind() === 'ipv4' ? IPV4_CLIENT_PREFIX : IPV6_CLIENT_PREFIX;
  const network =
    ip.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${ip.toString()}/${prefix}`).toString()
      : ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${prefix}`).toNormalizedString();
  return `${network}/${prefix}`;
}

export interface ClientKeys {
  /** The client's key for the day of `at` (epoch ms): 32 hex characters. */
  keyOf(address: string, at: number): string;
  /** The UTC day (days since the epoch) keys are being made for. */
  dayOf(at: number): number;
}

/** Keys with one random salt per UTC day; the previous day's salt is dropped as the next one is made. */
export function dailyClientKeys(random: (bytes: number) => Buffer = randomBytes): ClientKeys {
  let current: { day: number; salt: Buffer } | null = null;
  const dayOf = (at: number) => Math.floor(at / DAY_MS);
  return {
    dayOf,
    keyOf(address, at) {
      const day = dayOf(at);
      if (!current || current.day !== day) current = { day, salt: random(32) };
      return createHmac('sha256', current.salt).update(clientNetwork(address)).digest('hex').slice(0, 32);
    },
  };
}
