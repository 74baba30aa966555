/** The route table the build writes into the early-start script (landing-prerender.tsx). */
import { routePatterns } from '@lotengo/shared';
import { earlyRoutes } from '../landing-prerender';
import { REMOTE_ROUTES } from '../remote-routes';

describe('earlyRoutes', () => {
  const detail = earlyRoutes().find((r) => r.path === routePatterns.propertyDetail)!;

  it("names the detail's module as the route table does (a rename cannot silently stop its preload)", () => {
    expect(detail.module).toBe(REMOTE_ROUTES.find((r) => r.path === routePatterns.propertyDetail)!.module);
  });

  it("starts the detail's API call only for an id the page accepts", () => {
    // The param's expression as the script anchors it (early-data.test.ts runs the script itself).
    const id = new RegExp(`^(${detail.param})$`);
    expect(id.test('42')).toBe(true);
    for (const raw of ['..', '%2e%2e', '4a', '1234567890', '']) expect(id.test(raw)).toBe(false);
  });

  it('has every remote route once, with its remote and access', () => {
    for (const r of REMOTE_ROUTES)
      expect(earlyRoutes().filter((e) => e.path === r.path)).toEqual([
        expect.objectContaining({ remote: r.remote, access: r.access }),
      ]);
  });
});
