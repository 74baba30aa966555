import { routePatterns } from '../../routing/paths';
import { DETAIL_TOKEN_COOKIE, DETAIL_TOKEN_COOKIE_PATH } from '../../facts';
import { detailCookie, writeDetailCookie } from '../detail-cookie';

const at = (path: string) => window.history.replaceState(null, '', path);

describe("the detail pages' token cookie", () => {
  afterEach(() => {
    writeDetailCookie(null);
    at('/');
  });

  it('is scoped to the detail route and ends with the token', () => {
    expect(routePatterns.propertyDetail.startsWith(DETAIL_TOKEN_COOKIE_PATH)).toBe(true);
    expect(detailCookie('a.b.c', 10_000 + 3_600_000, 10_000)).toBe(
      `${DETAIL_TOKEN_COOKIE}=a.b.c; Path=/page/property/; Max-Age=3600; SameSite=Lax`,
    );
    expect(detailCookie('a.b.c', 5_000, 10_000, true)).toBe(
      `${DETAIL_TOKEN_COOKIE}=; Path=/page/property/; Max-Age=0; SameSite=Lax; Secure`,
    );
    expect(detailCookie(null, 0)).toBe(`${DETAIL_TOKEN_COOKIE}=; Path=/page/property/; Max-Age=0; SameSite=Lax`);
  });

  it('is sent on a detail page only, and gone once deleted', () => {
    writeDetailCookie('x.y.z', Date.now() + 3_600_000);
    at('/page/property/12');
    expect(document.cookie).toContain(`${DETAIL_TOKEN_COOKIE}=x.y.z`);
    at('/page/requests');
    expect(document.cookie).not.toContain('x.y.z');
    writeDetailCookie(null);
    at('/page/property/12');
    expect(document.cookie).not.toContain('x.y.z');
  });
});
