import {
  operationSlug,
  PRIVATE_PATH_PREFIXES,
  publicPaths,
  publicRouteOf,
  requestSlug,
  slugify,
} from '../public-paths';

describe('public paths', () => {
  it('folds accents, lowers case and joins words with hyphens', () => {
    expect(slugify('  Ñaña, SAN MARTÍN de Porres! ')).toBe('nana-san-martin-de-porres');
    expect(slugify('Cañete')).toBe('canete');
    expect(slugify(null)).toBe('');
  });

  it('names the operation of a request or a property', () => {
    expect(operationSlug('ALQUILAR')).toBe('alquiler');
    expect(operationSlug('COMPRAR')).toBe('compra');
    expect(operationSlug('vender')).toBe('compra');
    expect(operationSlug('OTRO')).toBeNull();
  });

  it("writes a request's slug from its operation, type and district", () => {
    const slug = requestSlug({ processType: 'ALQUILAR', propertyType: 'Departamento', district: 'MIRAFLORES' });
    expect(slug).toBe('busco-departamento-en-alquiler-en-miraflores');
    expect(requestSlug({ processType: 'COMPRAR', propertyType: 'Casa', district: 'SAN VICENTE DE CAÑETE' })).toBe(
      'busco-casa-en-venta-en-san-vicente-de-canete',
    );
    // A property's sale side is the same buy operation; an unknown one and missing names still give a slug.
    expect(requestSlug({ processType: 'VENDER', propertyType: 'Local comercial', district: 'Surco' })).toBe(
      'busco-local-comercial-en-venta-en-surco',
    );
    expect(requestSlug({ processType: 'OTRO' })).toBe('busco-inmueble');
    expect(publicPaths.request(7, slug)).toBe('/solicitud/7-busco-departamento-en-alquiler-en-miraflores');
  });

  it('reads every public route and nothing else', () => {
    expect(publicRouteOf('/solicitud/7-busco-casa')).toEqual({ kind: 'request', id: 7, slug: 'busco-casa' });
    expect(publicRouteOf('/solicitud/7')).toEqual({ kind: 'request', id: 7, slug: '' });
    expect(publicRouteOf('/solicitudes/compra/miraflores')).toEqual({
      kind: 'district',
      operation: 'compra',
      district: 'miraflores',
    });
    expect(publicRouteOf('/robots.txt')).toEqual({ kind: 'robots' });
    expect(publicRouteOf('/sitemap.xml')).toEqual({ kind: 'sitemap-index' });
    expect(publicRouteOf('/sitemaps/solicitudes-2.xml')).toEqual({ kind: 'sitemap', name: 'solicitudes-2' });
    for (const other of ['/solicitud/0-x', '/solicitud/abc', '/solicitudes/venta/lima', '/page/requests', '/'])
      expect(publicRouteOf(other)).toBeNull();
  });

  it("builds and reads a request's preview image path, its version included", () => {
    const path = publicPaths.previewImage(7, 'busco-casa', '3f9a0c1b2d');
    expect(path).toBe('/solicitud/7-busco-casa/vista-previa-3f9a0c1b2d.png');
    expect(publicRouteOf(path)).toEqual({ kind: 'preview-image', id: 7, slug: 'busco-casa', version: '3f9a0c1b2d' });
    expect(publicRouteOf('/solicitud/7/vista-previa-ab12.png')).toEqual({
      kind: 'preview-image',
      id: 7,
      slug: '',
      version: 'ab12',
    });
    for (const other of [
      '/solicitud/0/vista-previa-ab12.png',
      '/solicitud/7-casa/vista-previa-.png',
      '/solicitud/7-casa/vista-previa-AB12.png',
      '/solicitud/7-casa/vista-previa-ab12.jpg',
      '/solicitud/7-casa/otra-ab12.png',
    ])
      expect(publicRouteOf(other)).toBeNull();
  });

  it('pages a district and lists the private routes', () => {
    expect(publicPaths.district('alquiler', 'miraflores', 2)).toBe('/solicitudes/alquiler/miraflores?pagina=2');
    expect(publicPaths.district('alquiler', 'miraflores', 1)).toBe('/solicitudes/alquiler/miraflores');
    expect(PRIVATE_PATH_PREFIXES).toEqual(
      expect.arrayContaining(['/page/profile', '/page/buzon', '/page/edit-request/', '/page/requests-create/']),
    );
  });
});
