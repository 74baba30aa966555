import type { Router } from 'express';
import { apiPaths, contactMessageSchema } from '@lotengo/shared/contracts';
import { asyncHandler } from '../http/errors';
import { parseBody } from '../http/validate';
import type { Deps } from './deps';

/** Ours (docs/product/screens.md shows no call): the contact form's message is kept in the db for the team to read. */
export function contactRoutes(router: Router, deps: Deps): void {
  const { store } = deps;
  router.post(
    apiPaths.contactMessages,
    asyncHandler(async (req, res) => {
      const body = parseBody(contactMessageSchema, req.body);
      const message = { ...body, createdAt: new Date().toISOString() };
      const { id } = store.transaction(() => store.contactMessages.insert(message));
      res.status(201).json({ id });
    }),
  );
}
