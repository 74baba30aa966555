import type { Router } from 'express';
import { apiPaths } from '@lotengo/shared/contracts';
import type { HealthAnswer } from '@lotengo/shared/contracts/operations';
import { found } from '../http/errors';
import { absolutizer } from '../http/urls';
import { pendingMails } from '../mail/mail-queries';
import type { Deps } from './deps';

/** Location lists and option lists: public, read-only reference data. */
export function optionRoutes(router: Router, deps: Deps): void {
  const { catalog, store } = deps;

  router.get(apiPaths.health, (_req, res) => {
    // The API answers; whether its mail goes out (a paused queue shows here, with why and until when).
    const mail = deps.alerts.mailHealth?.() ?? {
      state: 'stopped',
      pending: store.count(pendingMails()),
    };
    res.json({ status: 'ok', mail } satisfies HealthAnswer);
  });

  router.get(apiPaths.ubigeoList, (_req, res) => {
    res.json(catalog.districts());
  });

  router.get(apiPaths.departments, (_req, res) => {
    res.json(catalog.departments);
  });

  router.get(apiPaths.provinces, (req, res) => {
    const department = found(
      catalog.findDepartment(req.params.department ?? ''),
      `el departamento "${req.params.department}"`,
      'department',
    );
    res.json(catalog.provincesOf(department));
  });

  router.get(apiPaths.districts, (req, res) => {
    const department = found(
      catalog.findDepartment(req.params.department ?? ''),
      `el departamento "${req.params.department}"`,
      'department',
    );
    const province = found(
      catalog.findProvince(department, req.params.province ?? ''),
      `la provincia "${req.params.province}" en ${department.department}`,
      'province',
    );
    res.json(catalog.districtsOf(province));
  });

  // /type-process lists the property-side names: [2 ALQUILAR, 3 VENDER].
  router.get(apiPaths.typeProcess, (_req, res) => {
    res.json(store.typeProcesses.all().map((t) => ({ tprocessId: t.tprocessId, name: t.propertyName })));
  });

  router.get(apiPaths.typeProcessProperty, (_req, res) => {
    res.json(store.typeProcesses.all().map((t) => ({ tprocessId: t.tprocessId, name: t.propertyName })));
  });

  router.get(apiPaths.typeProcessRequest, (_req, res) => {
    res.json(store.typeProcesses.all().map((t) => ({ tprocessId: t.tprocessId, name: t.requestName })));
  });

  router.get(apiPaths.typeProperty, (_req, res) => {
    res.json(store.typeProperties.all());
  });

  router.get(apiPaths.characteristic, (_req, res) => {
    res.json(store.characteristics.all());
  });

  router.get(apiPaths.imageProfiles, (req, res) => {
    const abs = absolutizer(req, deps.publicApiUrl);
    res.json(store.imageProfiles.all().map((i) => ({ imageProfileId: i.imageProfileId, url: abs(i.path) })));
  });

  router.get(apiPaths.configParameter, (_req, res) => {
    res.json(store.configParameters.all());
  });
}
