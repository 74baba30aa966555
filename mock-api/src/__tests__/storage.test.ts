import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_IMAGE_BYTES,
  multimediaSchema,
  PHOTO_WIDTHS,
  PREVIEW_PARAM,
  PREVIEW_WIDTH,
} from '@lotengo/shared/contracts';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  [
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    '0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  ].join(''),
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(40, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(40, 0),
]);

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const upload = (buffer: Buffer, filename: string, contentType: string, field = 'file') =>
  t.http.post(url('storageUpload')).set(bearer('lucia')).attach(field, buffer, { filename, contentType });

describe('POST /storage/upload', () => {
  it('needs a token (401) and a registered user (403)', async () => {
    await t.http
      .post(url('storageUpload'))
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
    await t.http
      .post(url('storageUpload'))
      .set(bearer('daniel'))
      .attach('file', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
  });

  it('stores an image under uploads/{userCode}/{uuid} and serves it back', async () => {
    const res = await upload(PNG, 'fachada.png', 'image/png').expect(201);
    const media = multimediaSchema.parse(res.body);
    expect(media.tipo).toBe('image/png');
    expect(media.name).toMatch(/^[0-9a-f-]{36}$/);
    const fileUrl = new URL(media.fileUrl);
    expect(fileUrl.pathname).toBe(`/mvp/storage/1/${media.name}`);
    expect(fs.readFileSync(path.join(t.uploadsDir, '1', media.name))).toEqual(PNG);
    const back = await t.http.get(fileUrl.pathname).expect(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(back.body as Buffer, PNG)).toBe(0);
  });

  it.each([
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('accepts %s by its magic bytes', async (_name, buffer, type) => {
    const res = await upload(buffer, `foto.${_name}`, type).expect(201);
    expect(res.body.tipo).toBe(type);
    const back = await t.http.get(new URL(res.body.fileUrl).pathname).expect(200);
    expect(back.headers['content-type']).toBe(type);
  });

  it('rejects what is not an image (400, field file)', async () => {
    const text = await upload(Buffer.from('hola'), 'nota.txt', 'text/plain').expect(400);
    expect(text.body).toEqual({ message: expect.any(String), field: 'file' });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ).expect(400);
    expect(svg.body.field).toBe('file');
  });

  it('rejects a file whose bytes are not the image type it claims (400)', async () => {
    const fake = await upload(Buffer.from('<html>no soy un png</html>'), 'falso.png', 'image/png').expect(400);
    expect(fake.body.field).toBe('file');
    const swapped = await upload(GIF, 'x.png', 'image/png').expect(400);
    expect(swapped.body.field).toBe('file');
  });

  it(`rejects more than ${MAX_IMAGE_BYTES} bytes (413) and stores nothing`, async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const res = await upload(big, 'enorme.png', 'image/png').expect(413);
    expect(res.body).toEqual({ message: expect.any(String), field: 'file' });
    const exactly = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
    await upload(exactly, 'justo.png', 'image/png').expect(201);
    const stored = fs
      .readdirSync(path.join(t.uploadsDir, '1'))
      .map((f) => fs.statSync(path.join(t.uploadsDir, '1', f)).size);
    expect(stored.every((size) => size <= MAX_IMAGE_BYTES)).toBe(true);
  });

  it('needs the field "file" and a multipart body (400)', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', 'imagen').expect(400)).body.field).toBe('imagen');
    // A JSON body is refused before the route reads it (415, see security.test.ts).
    expect(
      (await t.http.post(url('storageUpload')).set(bearer('lucia')).send({ file: 'x' }).expect(415)).body.field,
    ).toBe('Content-Type');
  });
});

describe('GET /storage/{userCode}/{uuid}', () => {
  it('answers 404 for unknown files and refuses path tricks', async () => {
    await t.http.get(url('storageFile', { userCode: 1, fileName: '0b7c0f8e-2a8f-4b7e-9a3c-1f2e3d4c5b6a' })).expect(404);
    await t.http.get('/mvp/storage/1/..%2F..%2Fdb.json').expect(404);
    await t.http.get('/mvp/storage/..%2F..%2F/db.json').expect(400);
    await t.http.get(url('storageFile', { userCode: 'x', fileName: 'y' })).expect(400);
  });
});

describe('light photos: GET /storage/{userCode}/{uuid}?w=', () => {
  /** A real 1600×1200 JPEG with detail, as a phone's photo after the form's compression. */
  const bigJpeg = async () => {
    const sharp = (await import('sharp')).default;
    const noise = Buffer.alloc(1600 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    return sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
  };

  it('every upload gets its variants at once; each width is served smaller, as the same kind of image', async () => {
    const original = await bigJpeg();
    const media = multimediaSchema.parse((await upload(original, 'sala.jpg', 'image/jpeg').expect(201)).body);
    const file = path.join(t.uploadsDir, '1', media.name);
    for (const w of PHOTO_WIDTHS) expect(fs.existsSync(`${file}.w${w}`)).toBe(true);
    const sharp = (await import('sharp')).default;
    let previous = 0;
    for (const w of PHOTO_WIDTHS) {
      const res = await t.http
        .get(`${new URL(media.fileUrl).pathname}?w=${w}`)
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toContain('immutable');
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(w);
      expect((res.body as Buffer).length).toBeGreaterThan(previous);
      expect((res.body as Buffer).length).toBeLessThan(original.length);
      previous = (res.body as Buffer).length;
    }
    const full = await t.http.get(new URL(media.fileUrl).pathname).buffer(true).expect(200);
    expect(full.body).toEqual(original);
    // The stand-in for a detail's HTML: the cards' width, lighter than the cards' own variant.
    expect(fs.existsSync(`${file}.p${PREVIEW_WIDTH}`)).toBe(true);
    const card = await t.http
      .get(`${new URL(media.fileUrl).pathname}?w=${PREVIEW_WIDTH}`)
      .buffer(true)
      .expect(200);
    const preview = await t.http
      .get(`${new URL(media.fileUrl).pathname}?${PREVIEW_PARAM}=1`)
      .buffer(true)
      .expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.body as Buffer).metadata()).width).toBe(PREVIEW_WIDTH);
    expect((preview.body as Buffer).length).toBeLessThan((card.body as Buffer).length * 0.75);
    for (const bad of [`${PREVIEW_PARAM}=2`, `${PREVIEW_PARAM}=1&w=320`]) {
      expect((await t.http.get(`${new URL(media.fileUrl).pathname}?${bad}`).expect(400)).body).toEqual({
        message: expect.stringContaining(PREVIEW_PARAM),
        field: PREVIEW_PARAM,
      });
    }
  });

  it('an older upload without variants gets them on first request; a width not offered is 400', async () => {
    const original = await bigJpeg();
    const media = multimediaSchema.parse((await upload(original, 'vieja.jpg', 'image/jpeg').expect(201)).body);
    const file = path.join(t.uploadsDir, '1', media.name);
    for (const w of PHOTO_WIDTHS) fs.rmSync(`${file}.w${w}`);
    await t.http.get(`${new URL(media.fileUrl).pathname}?w=320`).expect(200);
    expect(fs.existsSync(`${file}.w320`)).toBe(true);
    const bad = await t.http.get(`${new URL(media.fileUrl).pathname}?w=333`).expect(400);
    expect(bad.body).toEqual({ message: expect.stringContaining('320'), field: 'w' });
  });

  it('a file with an image’s first bytes but no decodable image is served as it is', async () => {
    const media = multimediaSchema.parse((await upload(JPEG, 'rota.jpg', 'image/jpeg').expect(201)).body);
    const res = await t.http
      .get(`${new URL(media.fileUrl).pathname}?w=640`)
      .buffer(true)
      .expect(200);
    expect(res.body).toEqual(JPEG);
  });
});
