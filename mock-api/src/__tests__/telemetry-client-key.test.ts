/** Who a telemetry report is from (client-key.ts): a network, keyed under a salt of the day that is never stored. */
import { clientNetwork, dailyClientKeys } from '../telemetry/client-key';

/** 2026-11-26 10:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 10);
const DAY = 86_400_000;
/** Documentation addresses (RFC 5737 / 3849). */
const ip = (i: number) => `203.0.113.${i}`;

describe('client keys', () => {
  it('a key is the same all day, another the next day, and another in another process (a salt never stored)', () => {
    const keys = dailyClientKeys();
    const k = keys.keyOf(ip(1), T0);
    expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyOf(ip(1), T0 + 13 * 3_600_000)).toBe(k);
    expect(keys.keyOf('::ffff:203.0.113.1', T0)).toBe(k);
    expect(keys.keyOf(ip(2), T0)).not.toBe(k);
    expect(keys.keyOf(ip(1), T0 + DAY)).not.toBe(k);
    // Back to the first day: its salt is gone, so even the same day cannot be linked again.
    expect(keys.keyOf(ip(1), T0)).not.toBe(k);
    expect(dailyClientKeys().keyOf(ip(1), T0)).not.toBe(k);
  });

  it('groups IPv6 by its /56 and unwraps IPv4-mapped addresses', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(clientNetwork('2001:db8:1:2::ffff')).toBe(clientNetwork('2001:db8:1:ff:aaaa::1'));
    expect(clientNetwork('2001:db8:1:100::1')).not.toBe(clientNetwork('2001:db8:1:ff::1'));
  });
});
