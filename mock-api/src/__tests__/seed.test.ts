import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { houseRequestCreateSchema, propertyCreateSchema, userSchema } from '@lotengo/shared/contracts';
import { propertyFitsRequest } from '../domain/matching';
import { DEMO_PASSWORD, demoUser, demoUsers, registeredDemoUsers } from '../seed/demo-users';
import { buildEmulatorExport, writeEmulatorExport } from '../seed/emulator-export';
import { DEFAULT_REQUESTS, generateSeed } from '../seed/generate';
import { COHORT_REQUESTS, COHORT_WEEKS } from '../seed/demand-cohort';
import { NO_MATCH, classifyMatch } from '../domain/matching';
import { PLACES } from '../seed/places';
import { avatarPath, avatarSvg, writeStaticAssets } from '../seed/svg';
import { buildUbigeos } from '../seed/ubigeo';

const DATE = '2026-06-15';
const seed = generateSeed({ date: DATE });

describe('seed', () => {
  it('is deterministic: same options, same db', () => {
    expect(JSON.stringify(generateSeed({ date: DATE }))).toBe(JSON.stringify(seed));
    expect(JSON.stringify(generateSeed({ date: '2026-06-16' }))).not.toBe(JSON.stringify(seed));
  });

  it('holds all of Peru: 25 departments, 196 provinces, 1,867 districts, upper-case names', () => {
    const u = buildUbigeos();
    expect(u.filter((x) => x.ubigeoId % 10000 === 0)).toHaveLength(25);
    expect(u.filter((x) => x.ubigeoId % 100 === 0 && x.ubigeoId % 10000 !== 0)).toHaveLength(196);
    expect(u.filter((x) => x.ubigeoId % 100 !== 0)).toHaveLength(1867);
    expect(u.find((x) => x.ubigeoId === 150122)).toEqual({
      ubigeoId: 150122,
      department: 'LIMA',
      province: 'LIMA',
      district: 'MIRAFLORES',
    });
    expect(u.every((x) => [x.department, x.province, x.district].every((n) => n === n.toUpperCase()))).toBe(true);
  });

  it('every demo place is a real district', () => {
    const districts = new Set(seed.ubigeos.filter((x) => x.ubigeoId % 100 !== 0).map((x) => x.ubigeoId));
    for (const place of PLACES) expect(districts.has(place.ubigeoId)).toBe(true);
  });

  it('has a believable world: ≥10 users, ≥60 requests, ≥40 properties, offers in every state, hours', () => {
    expect(seed.users.length).toBeGreaterThanOrEqual(10);
    expect(seed.houseRequests.length).toBeGreaterThanOrEqual(60);
    expect(seed.properties.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seed.inbox.map((e) => e.isAccepted))).toEqual(new Set([0, 1, 2]));
    expect(seed.hours.length).toBeGreaterThan(0);
    expect(seed.visits.length).toBeGreaterThan(0);
    expect(new Set(seed.houseRequests.map((r) => r.ubigeoId)).size).toBeGreaterThanOrEqual(10);
    expect(seed.houseRequests.some((r) => r.ubigeoId < 150000)).toBe(true); // some outside Lima
    expect(seed.properties.some((p) => p.multimedias.length === 0)).toBe(true);
    expect(seed.properties.some((p) => p.multimedias.length > 0)).toBe(true);
  });

  it('users have Peruvian mobile numbers and seeded avatars', () => {
    for (const u of seed.users) {
      expect(userSchema.parse({ ...u })).toBeTruthy();
      expect(u.phoneNumber).toMatch(/^9\d{8}$/);
      expect(u.avatarUrl).toMatch(/^\/mvp\/static\/avatars\/avatar-[1-8]\.svg$/);
    }
  });

  it('requests and properties satisfy the write contracts and the config bounds', () => {
    const bounds = { 2: [300, 20000], 3: [10000, 2000000] } as const;
    for (const r of seed.houseRequests) {
      expect(houseRequestCreateSchema.safeParse(r).success).toBe(true);
      const [min, max] = bounds[r.tprocessId];
      expect(r.costInit).toBeGreaterThanOrEqual(min);
      expect(r.costEnd).toBeLessThanOrEqual(max);
      expect(r.costInit).toBeLessThan(r.costEnd);
      expect(r.coveredArea).toBeLessThanOrEqual(1000);
      expect(r.title.length).toBeLessThanOrEqual(80);
    }
    for (const p of seed.properties) {
      expect(propertyCreateSchema.safeParse(p).success).toBe(true);
      const [min, max] = bounds[p.tprocessId];
      expect(p.price).toBeGreaterThanOrEqual(min);
      expect(p.price).toBeLessThanOrEqual(max);
    }
  });

  it('every seeded offer fits its request, comes from someone else and is dated after both', () => {
    for (const e of seed.inbox) {
      const p = seed.properties.find((x) => x.propertyId === e.propertyId)!;
      const r = seed.houseRequests.find((x) => x.houseRequestId === e.houseRequestId)!;
      expect(propertyFitsRequest(p, r)).toBe(true);
      expect(e.userCode).toBe(r.userCode);
      expect(e.senderUserCode).toBe(p.userCode);
      expect(e.dateInbox >= r.createdAt && e.dateInbox >= p.createdAt).toBe(true);
    }
  });

  it('lets "¡Lo tengo!" be demoed: Lucía owns an unsent property fitting a request of Diego', () => {
    const fits = seed.properties
      .filter((p) => p.userCode === demoUser.lucia.userCode)
      .flatMap((p) =>
        seed.houseRequests
          .filter((r) => r.userCode === demoUser.diego.userCode && propertyFitsRequest(p, r))
          .map((r) => [p, r] as const),
      );
    expect(
      fits.some(
        ([p, r]) => !seed.inbox.some((e) => e.propertyId === p.propertyId && e.houseRequestId === r.houseRequestId),
      ),
    ).toBe(true);
  });

  it('ids follow creation time (newest = highest id) and everything seeded is before the reference day', () => {
    const ref = `${DATE}T00:00:00.000Z`;
    // The scripted world; the demand cohort after it is checked on its own below.
    const scripted = seed.houseRequests.filter((r) => r.houseRequestId <= DEFAULT_REQUESTS);
    for (const list of [
      scripted.map((r) => [r.houseRequestId, r.createdAt] as const),
      seed.properties.map((p) => [p.propertyId, p.createdAt] as const),
      seed.inbox.map((e) => [e.idInboxProperty, e.dateInbox] as const),
    ]) {
      const times = [...list].sort((a, b) => a[0] - b[0]).map((x) => x[1]);
      expect(times).toEqual([...times].sort());
      expect(times.every((x) => x < ref)).toBe(true);
    }
    expect(seed.hours.every((h) => h.dateVisitAvailable > DATE)).toBe(true);
  });

  it(
    'the demand cohort: after the scripted world, active, over the last 12 weeks with more recently, ' +
      'matching no seeded property',
    () => {
      const ref = Date.parse(`${DATE}T00:00:00.000Z`);
      const cohort = seed.houseRequests.filter((r) => r.houseRequestId > DEFAULT_REQUESTS);
      expect(cohort).toHaveLength(COHORT_REQUESTS);
      expect(cohort.map((r) => r.houseRequestId)).toEqual(cohort.map((_, i) => DEFAULT_REQUESTS + 1 + i));
      const authors = new Set(cohort.map((r) => r.userCode));
      expect([...authors].every((code) => code > registeredDemoUsers.length)).toBe(true);
      const week = 7 * 24 * 3600 * 1000;
      const weekOf = (r: { createdAt: string }) => Math.floor((ref - Date.parse(r.createdAt)) / week);
      expect(cohort.every((r) => r.state === 'active' && weekOf(r) >= 0 && weekOf(r) < COHORT_WEEKS)).toBe(true);
      // Demand picks up: the last four weeks hold more than the first four.
      expect(cohort.filter((r) => weekOf(r) < 4).length).toBeGreaterThan(cohort.filter((r) => weekOf(r) >= 8).length);
      expect(cohort.some((r) => r.ubigeoId < 150000)).toBe(true);
      for (const r of cohort) for (const p of seed.properties) expect(classifyMatch(p, r)).toBe(NO_MATCH);
      // The journeys' lists keep Diego's requests on their first page (12 cards).
      const inList = (ubigeoId: number) =>
        seed.houseRequests.filter((r) => r.ubigeoId === ubigeoId && r.tprocessId === 2).length;
      expect(inList(150122)).toBeLessThanOrEqual(12);
      expect(inList(150131)).toBeLessThanOrEqual(12);
    },
  );

  it('--requests N generates exactly N requests, deterministically', () => {
    const big = generateSeed({ date: DATE, requests: 3000 });
    expect(big.houseRequests).toHaveLength(3000);
    expect(new Set(big.houseRequests.map((r) => r.houseRequestId)).size).toBe(3000);
    expect(JSON.stringify(generateSeed({ date: DATE, requests: 3000 }).houseRequests)).toBe(
      JSON.stringify(big.houseRequests),
    );
  });

  it('writes the 8 avatars and the property photos as SVG files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-svg-'));
    try {
      writeStaticAssets(dir);
      for (let n = 1; n <= 8; n++) {
        const svg = fs.readFileSync(path.join(dir, avatarPath(n).replace('/mvp/static/', '')), 'utf8');
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toMatch(/<script|href=/);
      }
      for (const p of seed.properties.flatMap((x) => x.multimedias))
        expect(fs.existsSync(path.join(dir, p.fileUrl.replace('/mvp/static/', '')))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rewrites an image that differs and leaves an identical one alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-svg-'));
    try {
      writeStaticAssets(dir);
      const first = path.join(dir, avatarPath(1).replace('/mvp/static/', ''));
      const second = path.join(dir, avatarPath(2).replace('/mvp/static/', ''));
      const good = fs.readFileSync(first, 'utf8');
      const old = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(first, old, old);
      fs.writeFileSync(second, '<svg>otro</svg>');
      writeStaticAssets(dir);
      expect(fs.statSync(first).mtimeMs).toBe(old.getTime());
      expect(fs.readFileSync(second, 'utf8')).toBe(avatarSvg(2));
      expect(fs.readFileSync(first, 'utf8')).toBe(good);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Auth emulator export', () => {
  const exp = buildEmulatorExport(Date.parse(`${DATE}T00:00:00Z`));

  it('rewrites the folder only when its content changes (same seed date: files left as they are)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-emu-'));
    try {
      const accounts = path.join(dir, 'auth_export', 'accounts.json');
      writeEmulatorExport(dir, Date.parse(`${DATE}T00:00:00Z`));
      const old = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(accounts, old, old);
      writeEmulatorExport(dir, Date.parse(`${DATE}T00:00:00Z`));
      expect(fs.statSync(accounts).mtimeMs).toBe(old.getTime());
      writeEmulatorExport(dir, Date.parse('2026-06-16T00:00:00Z'));
      expect(fs.statSync(accounts).mtimeMs).not.toBe(old.getTime());
      expect(JSON.parse(fs.readFileSync(accounts, 'utf8')).users).toHaveLength(demoUsers.length);
      expect(fs.readdirSync(path.join(dir, 'auth_export')).sort()).toEqual(['accounts.json', 'config.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never takes another writer’s staged file: two seeds (two e2e lanes) may write one import at once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-emu-'));
    try {
      // Another seed, mid-write, holding the staged name this one used to share.
      const theirs = path.join(dir, 'auth_export', '.lotengo-config');
      fs.mkdirSync(path.dirname(theirs), { recursive: true });
      fs.writeFileSync(theirs, 'de otro proceso');
      writeEmulatorExport(dir, Date.parse(`${DATE}T00:00:00Z`));
      expect(fs.readFileSync(theirs, 'utf8')).toBe('de otro proceso');
      expect(fs.readdirSync(path.join(dir, 'auth_export')).sort()).toEqual([
        '.lotengo-config',
        'accounts.json',
        'config.json',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the seeded users’ uids as localIds, email/password with the demo password', () => {
    expect(exp.metadata.auth.path).toBe('auth_export');
    const byUid = new Map(exp.accounts.users.map((u) => [u.localId, u]));
    for (const user of seed.users.filter((u) => u.userCode <= registeredDemoUsers.length)) {
      const acc = byUid.get(user.userFirebaseId);
      expect(acc?.email).toBe(user.email);
    }
    // The demand cohort only authors requests: no sign-in account.
    for (const user of seed.users.filter((u) => u.userCode > registeredDemoUsers.length))
      expect(byUid.has(user.userFirebaseId)).toBe(false);
    const lucia = byUid.get(demoUser.lucia.uid)!;
    expect('passwordHash' in lucia && lucia.passwordHash).toBe(
      `fakeHash:salt=${'salt' in lucia ? lucia.salt : ''}:password=${DEMO_PASSWORD}`,
    );
  });

  it('includes one Google user and one account not registered in the product', () => {
    const google = exp.accounts.users.filter((u) => u.providerUserInfo.some((p) => p.providerId === 'google.com'));
    expect(google).toHaveLength(1);
    expect(google[0]!.localId).toBe(demoUser.mariana.uid);
    expect('passwordHash' in google[0]!).toBe(false);
    expect(demoUsers.length).toBe(registeredDemoUsers.length + 1);
    expect(seed.users.some((u) => u.userFirebaseId === demoUser.daniel.uid)).toBe(false);
  });

  it('uids are stable, unique, Firebase-like', () => {
    const uids = demoUsers.map((u) => u.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.every((u) => /^[A-Za-z0-9]{28}$/.test(u))).toBe(true);
  });
});
