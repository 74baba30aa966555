/**
 * The detail bench's arrangement, off screen: Lucía uploads six real photos (1920×1440 JPEGs, as the
 * create form leaves them, drawn here) and sends the property to one of Diego's requests.
 */
import sharp from 'sharp';
import { apiPaths, buildPath, type InboxEntry, type Multimedia, type PropertyCreate } from '@lotengo/shared/contracts';
import { paths } from '@lotengo/shared/routing';
import { demoUser } from '@lotengo/mock-api/demo-users';
import { idTokenOf, type SessionSnapshot } from './web-session';
import type { WebSite } from './web-stack';

export const PHOTOS = 6;
export const TITLE = 'Departamento de estreno con seis fotos';

/** Deterministic numbers in [0, 1) (the same photos on every run). */
function prng(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/**
 * A photo with a photograph's weight: a drawing (gradient and shapes) under grain at three scales, as a
 * room's walls, floor and furniture give a camera. 1920×1440, JPEG q80 as the create form leaves it:
 * ~320 KB, its 320 px variant ~11 KB and its 640 px one ~40 KB (a smooth drawing alone was ~5 and
 * ~11 KB, lighter than people's photos: the detail's figures were too kind).
 */
async function photo(n: number): Promise<Buffer> {
  const [w, h] = [1920, 1440];
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 331) % w}" cy="${(i * 577) % h}" r="${20 + ((i * 37) % 90)}" ` +
      `fill="hsl(${(n * 40 + i * 13) % 360} 70% 55%)" fill-opacity="0.55"/>`,
  ).join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">\n    ',
    `<stop offset="0" stop-color="hsl(${n * 50} 60% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${n * 50 + 120} 55% 70%)"/></linearGradient></defs>\n    `,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}</svg>`,
  ].join('');
  const drawing = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const random = prng(1234 + n);
  const grain = await Promise.all(
    [3, 12, 48].map((scale) => {
      const small = Buffer.alloc((w / scale) * (h / scale) * 3);
      for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
      return sharp(small, { raw: { width: w / scale, height: h / scale, channels: 3 } })
        .resize(w, h)
        .raw()
        .toBuffer();
    }),
  );
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < out.length; i++) {
    const noise = grain[0]![i]! * 0.3 + grain[1]![i]! * 0.3 + grain[2]![i]! * 0.4 - 128;
    out[i] = Math.max(0, Math.min(255, Math.round(drawing[i]! + noise * 0.3)));
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function api<T>(
  site: WebSite,
  token: string,
  pattern: string,
  params: Record<string, string | number>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${site.apiUrl}${buildPath(pattern, params)}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pattern} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Lucía's property with six photos, sent to Diego's first request in Miraflores: its detail path. */
export async function arrange(site: WebSite, lucia: SessionSnapshot): Promise<string> {
  const token = idTokenOf(lucia);
  const multimedias: Multimedia[] = [];
  for (let n = 0; n < PHOTOS; n++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `foto-${n}.jpg`);
    const res = await fetch(`${site.apiUrl}${buildPath(apiPaths.storageUpload, {})}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`subida → ${res.status}`);
    multimedias.push((await res.json()) as Multimedia);
  }
  const diego = demoUser.diego;
  // Diego's own list is his alone: his published requests as Lucía finds them in the search.
  // Page by page: the seed holds more requests than one page, and Diego's need not be on the first.
  type Found = { houseRequestId: number; ubigeoId: number; userCode: number };
  let request: Found | undefined;
  for (let page = 1; !request; page++) {
    const found = await api<Found[]>(site, token, apiPaths.houseRequestSearch, {}, { page, pageSize: 100 });
    if (found.length === 0) break;
    request = found.find((r) => r.userCode === diego.userCode);
  }
  if (!request) throw new Error('Diego no tiene solicitudes publicadas');
  const property: PropertyCreate = {
    title: TITLE,
    description: 'Seis fotos reales para medir el detalle.',
    address: 'Av. Benavides 1234',
    ubigeoId: request.ubigeoId,
    price: 1400,
    tprocessId: 2,
    tpropertyId: 2,
    declarationProperties: 1,
    userCode: demoUser.lucia.userCode,
    multimedias,
  };
  const { propertyId } = await api<{ propertyId: number }>(site, token, apiPaths.propertyRegistration, {}, property);
  await api<InboxEntry>(
    site,
    token,
    apiPaths.inboxSend,
    {},
    { propertyId, userCode: diego.userCode, houseRequestId: request.houseRequestId, isAccepted: 0, isRead: 0 },
  );
  return paths.propertyDetail(propertyId);
}
