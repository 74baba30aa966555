/**
 * A fake API for the public pages: requests by id, the search (live only, newest first, `indexableOnly` honoured
 * unless told to ignore it as an older backend would) and the ubigeo list.
 */
import type { HouseRequest } from '@lotengo/shared/contracts';

export const API = 'http://api.test/mvp';
export const SITE = 'https://lotengo.test';

export const UBIGEOS = [
  { ubigeoId: 150000, department: 'LIMA', province: '', district: '' },
  { ubigeoId: 150122, department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' },
  { ubigeoId: 150131, department: 'LIMA', province: 'LIMA', district: 'SAN ISIDRO' },
];

export function request(over: Partial<HouseRequest> = {}): HouseRequest {
  return {
    houseRequestId: 7,
    title: 'no-title-request',
    description: 'Busco depa luminoso, llámame al 987 654 321 o escribe a ana.perez@correo.pe',
    address: 'Cerca al parque Kennedy',
    referenceAddress: 'Cerca al parque Kennedy',
    totalArea: 0,
    coveredArea: 80,
    yearConstruction: 0,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    costInit: 800,
    costEnd: 1200,
    tprocessId: 2,
    tpropertyId: 1,
    ubigeoId: 150122,
    department: 'LIMA',
    province: 'LIMA',
    district: 'MIRAFLORES',
    isTerraza: '0',
    userCode: 4242,
    urlAvataruser: 'https://cdn.test/avatars/ana-secreta.png',
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    phoneNumber: '999888777',
    state: 'active',
    lastActiveAt: '2026-03-02T03:30:00.000Z',
    expiresAt: '2026-05-01T03:30:00.000Z',
    indexable: true,
    ...over,
  };
}

export interface FakeApi {
  fetchImpl: typeof fetch;
  calls: string[];
  /** Every search's body, as sent. */
  searches: Record<string, unknown>[];
}

export function fakeApi(requests: HouseRequest[], opts: { down?: boolean; ignoresIndexable?: boolean } = {}): FakeApi {
  const calls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (opts.down) throw new Error('connect ECONNREFUSED');
    const path = url.pathname.replace(/^\/mvp/, '');
    if (path === '/ubigeo/list') return json(UBIGEOS);
    const one = /^\/house-request\/(\d+)$/.exec(path);
    if (one) {
      const found = requests.find((r) => r.houseRequestId === Number(one[1]));
      return found ? json(found) : json({ message: 'No existe la solicitud' }, 404);
    }
    if (path === '/house-request' && init?.method === 'POST') {
      const f = JSON.parse(String(init.body)) as Record<string, number>;
      bodies.push(f);
      const live = requests
        .filter((r) => r.state === 'active')
        .filter((r) => opts.ignoresIndexable || !f.indexableOnly || r.indexable)
        .filter((r) => !f.ubigeoId || r.ubigeoId === f.ubigeoId)
        .filter((r) => !f.tprocessId || r.tprocessId === f.tprocessId)
        .sort((a, b) => b.houseRequestId - a.houseRequestId);
      const size = f.pageSize ?? 100;
      const page = live.slice(((f.page ?? 1) - 1) * size, (f.page ?? 1) * size);
      return json(page, 200, { 'x-total-count': String(live.length) });
    }
    return json({ message: 'no' }, 404);
  }) as typeof fetch;
  return { fetchImpl, calls, searches: bodies };
}

/** A text answer (HTML, XML) with its body as a string: only the preview image's is bytes. */
export const asText = <A extends { body: string | Buffer }>(answer: A | null) =>
  answer && { ...answer, body: typeof answer.body === 'string' ? answer.body : answer.body.toString('utf8') };
