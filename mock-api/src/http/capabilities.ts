import type { RequestHandler, Router } from 'express';
import {
  API_VERSION,
  apiPaths,
  CAPABILITIES,
  capabilityOfPath,
  SEED,
  type CapabilitiesAnswer,
  type Capability,
} from '@lotengo/shared/contracts';

/**
 * Under API_BASE_PATH, before every route: GET /capabilities answers what this mock declares, and a call
 * of a capability it does not declare answers 404 like a route it never had, so with MOCK_CAPABILITIES=seed
 * it behaves as a backend of the original calls only (docs/mock-api/behaviour.md). GET /health is kept.
 * `router` is a contract router (http/contract.ts): the answer is checked like any other.
 */
export function capabilitiesRouter(declared: readonly Capability[], router: Router): Router {
  const has = new Set<string>(declared);
  const answer: CapabilitiesAnswer = { capabilities: [...declared], apiVersion: API_VERSION };
  const refuseUndeclared: RequestHandler = (req, res, next) => {
    const needed = capabilityOfPath(req.path);
    // Liveness stays: the tools that start this mock (npm start, the journeys) wait on it. The site never calls it.
    if (!needed || needed === SEED || needed === 'health' || has.has(needed)) {
      next();
      return;
    }
    // The same answer as a route that does not exist (errors.ts routeNotFound): nothing says it is hidden.
    res.status(404).json({ message: `Ruta no encontrada: ${req.method} ${req.path}` });
  };
  router.get(apiPaths.capabilities, (_req, res) => {
    // Public and the same for everyone; asked once per page load.
    res.set('Cache-Control', 'no-cache');
    res.json(answer);
  });
  if (declared.length < CAPABILITIES.length) router.use(refuseUndeclared);
  return router;
}
