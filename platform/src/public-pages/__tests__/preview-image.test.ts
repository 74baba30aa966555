import { answerPublicPage } from '../answer';
import { drawnTexts, previewFacts, previewImagePath, previewRenders, renderPreviewPng } from '../preview-image';
import { API, fakeApi, request, SITE } from './fake-api';

const ask = (urlPath: string, requests = [request()]) =>
  answerPublicPage({ urlPath, apiBaseUrl: API, siteUrl: SITE, fetchImpl: fakeApi(requests).fetchImpl });

/** Width and height from the PNG's own header: the signature, then the IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("a request's preview image", () => {
  it('draws a 1200×630 PNG, served for good, and draws it once', async () => {
    const path = previewImagePath(request());
    expect(path).toMatch(
      /^\/solicitud\/7-busco-departamento-en-alquiler-en-miraflores\/vista-previa-[0-9a-f]{10}\.png$/,
    );
    const before = previewRenders();
    const res = (await ask(path))!;
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    // The second view comes from memory.
    const again = (await ask(path))!;
    expect(again.body).toEqual(res.body);
    expect(previewRenders()).toBe(before + 1);
  });

  it('draws accents, ñ and the Spanish question marks without failing', async () => {
    const r = request({ district: 'SAN MARTÍN DE PORRES', propertyType: 'Casa de campaña', numberBathrooms: 3 });
    const facts = previewFacts(r);
    expect(drawnTexts(facts)).toEqual(
      expect.arrayContaining([
        'en San Martín de Porres',
        '2 dormitorios · 3 baños',
        '¿Lo tienes? Respóndele en Lo Tengo',
      ]),
    );
    expect(pngSize(await renderPreviewPng(facts))).toEqual({ width: 1200, height: 630 });
  });

  it('moves a stale version or slug to the current image', async () => {
    const changed = request({ costEnd: 1500 });
    const current = previewImagePath(changed);
    expect(current).not.toBe(previewImagePath(request()));
    for (const old of [previewImagePath(request()), current.replace('7-busco-departamento', '7-busco-casa')]) {
      const res = (await ask(old, [changed]))!;
      expect(res.status).toBe(301);
      expect(res.headers.Location).toBe(`${SITE}${current}`);
    }
  });

  it('has no image for a request that is not live or does not exist', async () => {
    const path = previewImagePath(request());
    for (const requests of [[request({ state: 'closed' })], [request({ state: 'paused' })], []]) {
      const res = (await ask(path, requests))!;
      expect(res.status).toBe(404);
      expect(res.headers['Content-Type']).toMatch(/^text\/html/);
    }
  });

  it('draws only the facts, never who asks nor what they typed', () => {
    const r = request({ title: 'Llámame al 987 654 321', description: 'ana.perez@correo.pe' });
    const drawn = drawnTexts(previewFacts(r)).join('\n');
    expect(drawn).toContain('Busco departamento en alquiler');
    expect(drawn).toContain('$\u00a0800\u00a0- $\u00a01,200');
    for (const secret of ['987', 'ana', 'correo', '4242', '999888777', 'Kennedy', 'avatar', 'Llámame'])
      expect(drawn).not.toContain(secret);
  });
});
