import { z } from 'zod';
import {
  characteristicSchema,
  configParameterSchema,
  imageProfileSchema,
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
} from '@lotengo/shared/contracts';
import { makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

describe('ubigeo', () => {
  it('lists every district of Peru with upper-case names', async () => {
    const res = await t.http.get(url('ubigeoList')).expect(200);
    const list = z.array(ubigeoSchema).parse(res.body);
    expect(list).toHaveLength(1867);
    expect(list.find((u) => u.ubigeoId === 150131)).toEqual({
      ubigeoId: 150131,
      department: 'LIMA',
      province: 'LIMA',
      district: 'SAN ISIDRO',
    });
    expect(list.every((u) => u.district !== '' && u.district === u.district.toUpperCase())).toBe(true);
  });

  it('lists the 25 departments as DD0000 codes', async () => {
    const res = await t.http.get(url('departments')).expect(200);
    const list = z.array(ubigeoSchema).parse(res.body);
    expect(list).toHaveLength(25);
    expect(list.every((u) => u.ubigeoId % 10000 === 0 && u.province === '' && u.district === '')).toBe(true);
    expect(list.map((d) => d.department)).toEqual(
      expect.arrayContaining(['LIMA', 'AREQUIPA', 'CUSCO', 'PIURA', 'LA LIBERTAD']),
    );
  });

  it('lists provinces of a department by name, in any case or accents, or by code', async () => {
    const byName = z
      .array(ubigeoSchema)
      .parse((await t.http.get(url('provinces', { department: 'LIMA' })).expect(200)).body);
    expect(byName).toHaveLength(10);
    expect(byName.every((p) => p.ubigeoId % 100 === 0 && p.ubigeoId % 10000 !== 0 && p.department === 'LIMA')).toBe(
      true,
    );
    expect((await t.http.get(url('provinces', { department: 'lima' })).expect(200)).body).toEqual(byName);
    expect((await t.http.get(url('provinces', { department: '15' })).expect(200)).body).toEqual(byName);
    const junin = (await t.http.get(url('provinces', { department: 'Junin' })).expect(200)).body as {
      department: string;
    }[];
    expect(junin[0]?.department).toBe('JUNÍN');
  });

  it('lists districts of a province', async () => {
    const res = await t.http.get(url('districts', { department: 'LIMA', province: 'LIMA' })).expect(200);
    const list = z.array(ubigeoSchema).parse(res.body);
    expect(list).toHaveLength(43);
    expect(list.map((d) => d.district)).toEqual(
      expect.arrayContaining(['MIRAFLORES', 'SAN ISIDRO', 'JESÚS MARÍA', 'SANTIAGO DE SURCO']),
    );
    // Alphabetical for the dropdowns.
    const names = list.map((d) => d.district);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('answers 404 naming the field for an unknown department or province', async () => {
    const dep = await t.http.get(url('provinces', { department: 'ATLANTIDA' })).expect(404);
    expect(dep.body).toEqual({ message: expect.any(String), field: 'department' });
    const prov = await t.http.get(url('districts', { department: 'LIMA', province: 'CUSCO' })).expect(404);
    expect(prov.body.field).toBe('province');
  });
});

describe('option lists', () => {
  it('type-process: [2 ALQUILAR, 3 VENDER]; VENDER for properties, COMPRAR for requests', async () => {
    const all = z.array(typeProcessSchema).parse((await t.http.get(url('typeProcess')).expect(200)).body);
    expect(all).toEqual([
      { tprocessId: 2, name: 'ALQUILAR' },
      { tprocessId: 3, name: 'VENDER' },
    ]);
    expect((await t.http.get(url('typeProcessProperty')).expect(200)).body).toEqual([
      { tprocessId: 2, name: 'ALQUILAR' },
      { tprocessId: 3, name: 'VENDER' },
    ]);
    expect((await t.http.get(url('typeProcessRequest')).expect(200)).body).toEqual([
      { tprocessId: 2, name: 'ALQUILAR' },
      { tprocessId: 3, name: 'COMPRAR' },
    ]);
  });

  it('type-property and characteristic lists parse with the shared schemas', async () => {
    const types = z.array(typePropertySchema).parse((await t.http.get(url('typeProperty')).expect(200)).body);
    expect(types.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Casa', 'Departamento', 'Terreno', 'Oficina', 'Local comercial']),
    );
    const chars = z.array(characteristicSchema).parse((await t.http.get(url('characteristic')).expect(200)).body);
    expect(chars.length).toBeGreaterThanOrEqual(8);
  });

  it('config parameters carry the slider bounds and owner types', async () => {
    const list = z.array(configParameterSchema).parse((await t.http.get(url('configParameter')).expect(200)).body);
    const value = (k: string) => list.find((c) => c.typeField === k)?.value;
    expect(value('limit_min_alquiler')).toBe('300');
    expect(value('limit_max_alquiler')).toBe('20000');
    expect(value('limit_min_venta')).toBe('10000');
    expect(value('limit_max_venta')).toBe('2000000');
    expect(value('limit_min_area')).toBe('0');
    expect(value('limit_max_area')).toBe('1000');
    expect(value('typeOwnerProperty')?.split(',')).toContain('Inmobiliaria');
  });

  it('profile images are 8 absolute URLs built from the request host, served as SVG', async () => {
    const res = await t.http.get(url('imageProfiles')).set('Host', 'api.example.test:3000').expect(200);
    const list = z.array(imageProfileSchema).parse(res.body);
    expect(list).toHaveLength(8);
    expect(list[0]!.url).toBe('http://api.example.test:3000/mvp/static/avatars/avatar-1.svg');
    const svg = await t.http.get(new URL(list[7]!.url).pathname).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(svg.body ?? svg.text)).toContain('<svg');
  });

  it('uses PUBLIC_API_URL for image URLs when configured', async () => {
    const other = makeTestApp({}, { publicApiUrl: 'https://api.lotengo.pe/mvp/' });
    try {
      const res = await other.http.get(url('imageProfiles')).expect(200);
      expect(res.body[0].url).toBe('https://api.lotengo.pe/mvp/static/avatars/avatar-1.svg');
    } finally {
      other.cleanup();
    }
  });
});

describe('service routes', () => {
  it('GET /mvp/health answers ok, and that this app sends no mail (no sender: a test app)', async () => {
    const pending = t.readDisk().mailOutbox.filter((m) => m.state === 'pending').length;
    expect((await t.http.get(url('health')).expect(200)).body).toEqual({
      status: 'ok',
      mail: { state: 'stopped', pending },
    });
  });

  it('does not expose json-server generic CRUD routes', async () => {
    for (const path of ['/db', '/users', '/mvp/users', '/mvp/houseRequests', '/mvp/db']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    const write = await t.http.post('/mvp/users').send({ userCode: 99, email: 'x@y.z' });
    expect(write.status).toBe(404);
    expect(t.readDisk().users.some((u) => u.userCode === 99)).toBe(false);
  });
});
