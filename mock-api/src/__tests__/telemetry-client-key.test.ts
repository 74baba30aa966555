/** Who a telemetry report is from (client-key.ts): a network, keyed under a salt of the day that is never stored. */
import { clientNetwork, dailyClientKeys } from '../telemetry/client-key';

/** 2026-11-26 10:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 10);
const DAY = 86_400_000;
/** One address per client, each in a /24 of its own. */
const ip = (i: number) => `198.51.${i}.1`;

describe('client keys', () => {
  it('a key is the same all day, another the next day, and another in another process (a salt never stored)', () => {
    const keys = dailyClientKeys();
    const k = keys.keyOf(ip(1), T0);
    expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyOf(ip(1), T0 + 13 * 3_600_000)).toBe(k);
    expect(keys.keyOf('::ffff:198.51.1.1', T0)).toBe(k);
    expect(keys.keyOf(ip(2), T0)).not.toBe(k);
    expect(keys.keyOf(ip(1), T0 + DAY)).not.toBe(k);
    // Back to the first day: its salt is gone, so even the same day cannot be linked again.
    expect(keys.keyOf(ip(1), T0)).not.toBe(k);
    expect(dailyClientKeys().keyOf(ip(1), T0)).not.toBe(k);
  });

  it('groups IPv4 by its /24 and IPv6 by its /48, and unwraps IPv4-mapped addresses', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe(clientNetwork('203.0.113.9'));
    expect(clientNetwork('203.0.114.9')).not.toBe(clientNetwork('203.0.113.9'));
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:0:0:0:0:0/48');
    // Every /56 and /64 of a /48: one client.
    expect(clientNetwork('2001:db8:1:2::ffff')).toBe(clientNetwork('2001:db8:1:ffff:aaaa::1'));
    expect(clientNetwork('2001:db8:2::1')).not.toBe(clientNetwork('2001:db8:1::1'));
  });
});
