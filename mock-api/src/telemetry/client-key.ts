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
 * How much of an IPv6 address is one client: a home line is delegated a /56 (RIPE-690's advice; a /64
 * would make one home 256 "clients", enough to end any canary alone). A site with a /48 could still
 * pose as 256: the canary's floor is of clients, not of people.
 */
export const IPV6_CLIENT_PREFIX = 56;

/**
 * The network a report comes from: an IPv4 address as it is, an IPv6 address by its /56, an IPv4-mapped
 * IPv6 address as the IPv4 one. The user agent is left out on purpose: the sender writes it, so one
 * address could be any number of "clients".
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`;
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
