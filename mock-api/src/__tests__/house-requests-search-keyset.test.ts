import Database from 'better-sqlite3';
import type { StoredHouseRequest } from '../db/schema';
import { bearer, url } from './support/test-app';
import { all, idsNewestFirst, list, t, validRequest } from './support/house-requests-setup';

/** One page of the search; `after`: the id of the last request of the page before. */
async function page(body: Record<string, unknown>) {
  const res = await t.http.post(url('houseRequestSearch')).send(body).expect(200);
  return { ids: list.parse(res.body).map((r) => r.houseRequestId), total: Number(res.headers['x-total-count']) };
}

/** Every page by key, from the first: the ids in the order they came. */
async function walk(filter: Record<string, unknown>, pageSize: number) {
  const seen: number[] = [];
  const totals = new Set<number>();
  for (let after: number | undefined; ;) {
    const { ids, total } = await page({ ...filter, pageSize, ...(after ? { after } : {}) });
    totals.add(total);
    if (!ids.length) return { seen, totals };
    seen.push(...ids);
    after = ids[ids.length - 1];
  }
}

describe('POST /house-request paged by key (after: the last id shown)', () => {
  it('walks every live request once, newest first, the same total on every page', async () => {
    const expected = idsNewestFirst(all());
    const { seen, totals } = await walk({}, 7);
    expect(seen).toEqual(expected);
    expect([...totals]).toEqual([expected.length]);
  });

  it('keeps the filter from page to page', async () => {
    const keep = (r: StoredHouseRequest) => String(r.ubigeoId).startsWith('15') && r.tprocessId === 2;
    const expected = idsNewestFirst(all().filter(keep));
    expect(expected.length).toBeGreaterThan(5);
    const { seen, totals } = await walk({ ubigeoId: 150000, tprocessId: 2 }, 4);
    expect(seen).toEqual(expected);
    expect([...totals]).toEqual([expected.length]);
  });

  it('a request published between two pages shifts page numbers, never the page after a key', async () => {
    const first = await page({ pageSize: 5 });
    const before = idsNewestFirst(all());
    const created = await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('lucia'))
      .send(validRequest({ userCode: 1 }))
      .expect(201);
    const byKey = await page({ pageSize: 5, after: first.ids[4] });
    expect(byKey.ids).toEqual(before.slice(5, 10));
    // Page 2 by number now starts one earlier: the last of page 1 again.
    const byNumber = await page({ pageSize: 5, page: 2 });
    expect(byNumber.ids[0]).toBe(first.ids[4]);
    expect(byKey.total).toBe(first.total + 1);
    expect((await page({ pageSize: 5 })).ids[0]).toBe(created.body.houseRequestId);
  });

  it('counts again after any change, also one written around the API on another connection', async () => {
    const before = (await page({ pageSize: 1 })).total;
    expect((await page({ pageSize: 1 })).total).toBe(before);
    const other = new Database(t.dbFile);
    try {
      const live = all().find((r) => r.state === 'active')!;
      other.prepare("UPDATE houseRequests SET state = 'closed' WHERE houseRequestId = ?").run(live.houseRequestId);
    } finally {
      other.close();
    }
    expect((await page({ pageSize: 1 })).total).toBe(before - 1);
  });

  it('with both, the key decides where the page starts', async () => {
    const expected = idsNewestFirst(all());
    const { ids } = await page({ page: 3, pageSize: 4, after: expected[1] });
    expect(ids).toEqual(expected.slice(2, 6));
  });

  it.each([[0], [-3], [1.5], ['12'], [null]])('refuses after = %j (400 naming it)', async (after) => {
    const res = await t.http.post(url('houseRequestSearch')).send({ after }).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field: 'after' });
  });
});
