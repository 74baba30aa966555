import type { Router } from 'express';
import { z } from 'zod';
import { apiPaths, MAX_PAGE_SIZE, multimediaSchema, propertyCreateSchema, searchFilterSchema } from '@lotengo/shared/contracts';
import { requireSelf, requireUser } from '../auth/middleware';
import type { StoredProperty } from '../db/schema';
import { checkFilterRefs, propertyMatchesFilter } from '../domain/filters';
import { propertyFitsRequest } from '../domain/matching';
import { propertyView } from '../domain/views';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { intParam, intQuery, parseBody, safeUrlSchema } from '../http/validate';
import { type Deps, newestFirst, viewContext } from './deps';
import { MATCH_LIMIT } from './house-requests';

const createSchema = propertyCreateSchema.extend({
  multimedias: z.array(multimediaSchema.extend({ fileUrl: safeUrlSchema })).max(20, 'multimedias admite 20 imágenes').default([]),
});

export function propertyRoutes(router: Router, deps: Deps): void {
  const { store, catalog } = deps;
  const newest = (list: StoredProperty[]) => newestFirst(list, (p) => p.propertyId);
  const ownerTypes = () => (store.state.configParameters.find((c) => c.typeField === 'typeOwnerProperty')?.value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

  // All active properties, newest first, paged with ?page=&pageSize= (total in X-Total-Count).
  router.get(
    apiPaths.properties,
    asyncHandler(async (req, res) => {
      const page = intQuery(req.query.page, 'page', 1);
      const pageSize = intQuery(req.query.pageSize, 'pageSize', MAX_PAGE_SIZE, MAX_PAGE_SIZE);
      const all = newest(store.state.properties.filter((p) => p.status === 1));
      const ctx = viewContext(req, deps);
      res.set('X-Total-Count', String(all.length));
      res.json(all.slice((page - 1) * pageSize, page * pageSize).map((p) => propertyView(p, ctx)));
    }),
  );

  router.post(
    apiPaths.propertyRegistration,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const body = parseBody(createSchema, req.body);
      if (body.userCode !== user.userCode) throw forbidden('Solo puedes publicar propiedades a tu nombre', 'userCode');
      if (!catalog.isDistrict(body.ubigeoId)) throw badRequest(`ubigeoId ${body.ubigeoId} no es un distrito existente`, 'ubigeoId');
      if (!catalog.propertyTypeName(body.tpropertyId)) throw badRequest(`tpropertyId ${body.tpropertyId} no existe`, 'tpropertyId');
      body.characteristics.forEach((id, i) => {
        if (!catalog.hasCharacteristic(id)) throw badRequest(`La característica ${id} no existe`, `characteristics.${i}`);
      });
      const typeOwner = body.typeOwner?.trim() || undefined;
      if (typeOwner && !ownerTypes().includes(typeOwner)) throw badRequest(`typeOwner debe ser uno de: ${ownerTypes().join(', ')}`, 'typeOwner');
      const agencyName = body.agencyName?.trim() || undefined;
      if (typeOwner === 'Inmobiliaria' && !agencyName) throw badRequest('agencyName es requerido para una inmobiliaria', 'agencyName');
      const created = await store.mutate((state) => {
        const p: StoredProperty = {
          propertyId: store.nextId('properties'),
          title: body.title,
          description: body.description,
          address: body.address,
          ubigeoId: body.ubigeoId,
          numberBedrooms: body.numberBedrooms,
          numberBathrooms: body.numberBathrooms,
          numberParkinglot: body.numberParkinglot,
          price: body.price,
          tprocessId: body.tprocessId,
          tpropertyId: body.tpropertyId,
          declarationProperties: body.declarationProperties,
          userCode: user.userCode,
          status: 1,
          characteristics: [...new Set(body.characteristics)],
          multimedias: body.multimedias,
          ...(typeOwner ? { typeOwner } : {}),
          // The agency name only means something for an agency (SPEC §4 owner type).
          ...(typeOwner === 'Inmobiliaria' ? { agencyName } : {}),
          createdAt: new Date().toISOString(),
        };
        state.properties.push(p);
        return p;
      });
      res.status(201).json({ propertyId: created.propertyId });
    }),
  );

  router.get(
    apiPaths.userProperties,
    asyncHandler(async (req, res) => {
      const userCode = intParam(req.params.userCode, 'userCode');
      requireSelf(req, store, userCode);
      const ctx = viewContext(req, deps);
      res.json(newest(store.state.properties.filter((p) => p.userCode === userCode)).map((p) => propertyView(p, ctx)));
    }),
  );

  // "Enlaza tu propiedad": the caller's own properties that fit a request's district and budget.
  router.post(
    apiPaths.propertyFilters,
    asyncHandler(async (req, res) => {
      const userCode = intParam(req.params.userCode, 'userCode');
      requireSelf(req, store, userCode);
      const { page: _page, pageSize: _pageSize, ...filter } = parseBody(searchFilterSchema, req.body ?? {});
      checkFilterRefs(filter, catalog);
      const ctx = viewContext(req, deps);
      const mine = store.state.properties.filter((p) => p.userCode === userCode && p.status === 1 && propertyMatchesFilter(p, filter));
      res.json(newest(mine).map((p) => propertyView(p, ctx)));
    }),
  );

  // Other people's properties that fit one of my requests (one row per property × request).
  router.get(
    apiPaths.propertyMatches,
    asyncHandler(async (req, res) => {
      const userCode = intParam(req.params.userCode, 'userCode');
      requireSelf(req, store, userCode);
      const myRequests = store.state.houseRequests.filter((r) => r.userCode === userCode);
      const ctx = viewContext(req, deps);
      const rows = [];
      for (const p of newest(store.state.properties)) {
        for (const r of myRequests) {
          if (propertyFitsRequest(p, r)) rows.push({ ...propertyView(p, ctx), houseRequestId: r.houseRequestId });
        }
        if (rows.length >= MATCH_LIMIT) break;
      }
      res.json(rows.slice(0, MATCH_LIMIT));
    }),
  );
}
