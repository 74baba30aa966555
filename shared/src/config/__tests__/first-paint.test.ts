/** The page's first inline script (shared/build/inline/first-paint.js): <html> marked before the first paint. */
import { headScript } from '../../../build/prerender';
import { TAB_UID_ATTRIBUTE } from '../../facts';

const IDENTITY_KEY = 'lotengo:identity';

function run(path: string) {
  window.history.replaceState(null, '', path);
  const html = headScript(['/', '/page/requests'], ['User', 'firebase:authUser:'], IDENTITY_KEY);
  new Function(/<script>([\s\S]*)<\/script>/.exec(html)![1]!)();
  const root = document.documentElement;
  return {
    route: root.getAttribute('data-route'),
    session: root.hasAttribute('data-session'),
    uid: root.getAttribute(TAB_UID_ATTRIBUTE),
  };
}

afterEach(() => {
  sessionStorage.clear();
  for (const name of ['data-route', 'data-session', TAB_UID_ATTRIBUTE]) document.documentElement.removeAttribute(name);
});

describe('the first-paint script', () => {
  it('marks a path that is not a landing page as the app (a trailing slash does not count)', () => {
    expect(run('/page/requests/').route).toBeNull();
    expect(run('/').route).toBeNull();
    expect(run('/page/buzon').route).toBe('app');
  });

  it("takes a landing path's `:name` segment as any one segment (a template its server fills)", () => {
    const at = (path: string) => {
      window.history.replaceState(null, '', path);
      new Function(/<script>([\s\S]*)<\/script>/.exec(headScript(['/solicitud/:ref'], [], undefined))![1]!)();
      const route = document.documentElement.getAttribute('data-route');
      document.documentElement.removeAttribute('data-route');
      return route;
    };
    expect(at('/solicitud/12-busco-casa')).toBeNull();
    expect(at('/solicitud/12-busco-casa/')).toBeNull();
    expect(at('/solicitud')).toBe('app');
    expect(at('/solicitud/12/vista-previa.png')).toBe('app');
    expect(at('/page/requests')).toBe('app');
  });

  it('marks a tab that holds a session by an exact key or a key with the prefix', () => {
    expect(run('/').session).toBe(false);
    sessionStorage.setItem('firebase:authUser:abc:[DEFAULT]', '{}');
    expect(run('/').session).toBe(true);
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-session');
    sessionStorage.setItem('Users', '{}');
    expect(run('/').session).toBe(false);
    sessionStorage.setItem('User', '{}');
    expect(run('/').session).toBe(true);
  });

  it("sets the cached token's uid, and nothing for a token that is not JSON", () => {
    sessionStorage.setItem(IDENTITY_KEY, JSON.stringify({ token: 't', user: { uid: 'u-1' } }));
    expect(run('/').uid).toBe('u-1');
    document.documentElement.removeAttribute(TAB_UID_ATTRIBUTE);
    sessionStorage.setItem(IDENTITY_KEY, '{no');
    expect(run('/page/buzon')).toEqual({ route: 'app', session: false, uid: null });
  });

  it('is minified and cannot be closed by a key holding "</script>"', () => {
    const html = headScript(['/'], ['</script><b>'], undefined);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.length).toBeLessThan(900);
  });
});
