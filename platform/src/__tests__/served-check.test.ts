/**
 * `/config.json`'s "does the site serve this version?" in the `config` function: one read of the site
 * per version for 30 s, not one per request; a version put back on its site is seen within that; a site
 * that cannot be read swaps nothing.
 */
import { servedCheck, SERVED_CHECK_TTL_MS } from '../releases/site-reader';
import type { ReleaseRecord } from '../releases/record';

function fakeSite() {
  const site = { has: new Set<string>(), reads: 0, broken: false };
  const reader = {
    record: async (_app: unknown, version: string) => {
      site.reads += 1;
      if (site.broken) throw new Error('http://sitio/x/release.json respondió 500');
      return site.has.has(version) ? ({ version } as ReleaseRecord) : null;
    },
  };
  return { site, reader };
}

describe('servedCheck', () => {
  it('asks the site once per version within the time it keeps an answer, then again', async () => {
    const { site, reader } = fakeSite();
    let now = 1_000;
    const served = servedCheck(reader, SERVED_CHECK_TTL_MS, () => now);
    site.has.add('abc1234-0000000001');
    const answers = await Promise.all(Array.from({ length: 50 }, () => served('mf_inbox', 'abc1234-0000000001')));
    expect(answers.every(Boolean)).toBe(true);
    expect(await served('mf_inbox', 'abc1234-0000000002')).toBe(false);
    expect(site.reads).toBe(2);

    // Put back on its site: still "no" until the kept answer is 30 s old, then "yes".
    site.has.add('abc1234-0000000002');
    now += SERVED_CHECK_TTL_MS - 1;
    expect(await served('mf_inbox', 'abc1234-0000000002')).toBe(false);
    now += 1;
    expect(await served('mf_inbox', 'abc1234-0000000002')).toBe(true);
    expect(site.reads).toBe(3);
  });

  it('a site that cannot be read counts as serving the version, and is asked again next time', async () => {
    const { site, reader } = fakeSite();
    const served = servedCheck(reader);
    site.broken = true;
    expect(await served('shell', 'abc1234-0000000003')).toBe(true);
    site.broken = false;
    expect(await served('shell', 'abc1234-0000000003')).toBe(false);
    expect(site.reads).toBe(2);
  });
});
