import { multimediaSchema, type Multimedia } from '@lotengo/shared/contracts';
import type { DemoUserKey } from '../../seed/demo-users';
import type { FreshKey } from './context';
import { bearer, url, type TestApp } from './test-app';

/** A real 1×1 PNG (the upload endpoint sniffs the bytes). */
export const PNG = Buffer.from(
  [
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    '0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  ].join(''),
  'hex',
);

/** Uploads a photo as `who` through POST /storage/upload and answers its multimedia. */
export async function uploadPhoto(t: TestApp, who: DemoUserKey | FreshKey): Promise<Multimedia> {
  const res = await t.http
    .post(url('storageUpload'))
    .set(bearer(who))
    .attach('file', PNG, { filename: 'foto.png', contentType: 'image/png' })
    .expect(201);
  return multimediaSchema.parse(res.body);
}

/** A valid create/update body for demo user lucia (userCode 1) in Miraflores; `extra` overrides. */
export const validProperty = (extra: Record<string, unknown> = {}) => ({
  address: 'Av. José Larco 812, dpto. 503',
  ubigeoId: 150122,
  numberBedrooms: 2,
  numberBathrooms: 2,
  numberParkinglot: 1,
  price: 1500,
  tprocessId: 2,
  tpropertyId: 2,
  declarationProperties: 1,
  userCode: 1,
  characteristics: [1, 3],
  multimedias: [],
  typeOwner: 'Propietario',
  ...extra,
});
