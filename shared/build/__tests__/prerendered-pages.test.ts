import path from 'node:path';
import { prerenderedAsset, prerenderedFile } from '../prerendered-pages';

describe('prerendered route files', () => {
  it('names a route’s file inside its own folder, so /index cannot be the landing’s index.html', () => {
    expect(prerenderedAsset('/page/requests')).toBe('routes/page/requests.html');
    expect(prerenderedAsset('/index')).toBe('routes/index.html');
  });

  it('names one template for a route with a parameter (its server fills it in)', () => {
    expect(prerenderedAsset('/page/property/:propertyId')).toBe('routes/page/property/_propertyId.html');
  });

  it('finds the file of a request path, trailing slash or not', () => {
    expect(prerenderedFile('/dist', '/page/requests')).toBe(path.join('/dist', 'routes/page/requests.html'));
    expect(prerenderedFile('/dist', '/page/requests/')).toBe(path.join('/dist', 'routes/page/requests.html'));
  });

  it.each(['/', '', '/../secret', '/page/..%2f..%2fetc', '/page/a.b', '/page//x'])(
    'has no file for %p (never outside dist)',
    (p) => {
      expect(prerenderedFile('/dist', p)).toBeNull();
    },
  );
});
