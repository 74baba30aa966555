// Shared setup for the property-owner tests: importing this module registers the hooks.
import type { StoredProperty } from '../../db/schema';
import { validProperty } from './property-helpers';
import { makeTestApp, type TestApp } from './test-app';

export let t: TestApp;
beforeAll(() => {
  // Give lucia's rejected offers reasons, so the owner list has counts to show.
  t = makeTestApp({}, {}, (state) => {
    const lucias = new Set(state.properties.filter((p) => p.userCode === 1).map((p) => p.propertyId));
    const reasons = ['precio', 'precio', 'fotos'] as const;
    state.inbox
      .filter((e) => lucias.has(e.propertyId) && e.isAccepted === 2)
      .forEach((e, i) => {
        e.rejectReason = reasons[i % reasons.length];
      });
  });
});
afterAll(() => t.cleanup());

export const luciaProperty = (pred: (p: StoredProperty) => boolean = () => true) =>
  t.store.state.properties.find((p) => p.userCode === 1 && p.status === 1 && pred(p))!;
export const pendingOf = (propertyId: number) =>
  t.store.state.inbox.filter((e) => e.propertyId === propertyId && e.isAccepted === 0);
export const bodyOf = (p: StoredProperty, extra: Record<string, unknown> = {}) =>
  validProperty({
    ubigeoId: p.ubigeoId,
    price: p.price,
    tprocessId: p.tprocessId,
    tpropertyId: p.tpropertyId,
    multimedias: p.multimedias,
    ...extra,
  });
