import type { Router } from 'express';
import * as z from 'zod/mini';
import { apiPaths, userRegistrationSchema, userUpdateSchema } from '@lotengo/shared/contracts';
import { authOf, requireIdentity, requireSelf, userWithUid } from '../auth/middleware';
import { sql } from 'kysely';
import { prepare, qb } from '../db/typed-query';
import { userView } from '../domain/views';
import { asyncHandler, badRequest, conflict, forbidden } from '../http/errors';
import { absolutizer } from '../http/urls';
import { parseBody, safeUrlSchema } from '../http/validate';
import { avatarPath } from '../seed/svg';
import type { StoredUser } from '../db/schema';
import { syncEmailVerified } from '../mail/eligibility';
import type { Deps } from './deps';

const phoneSchema = z
  .string({ error: 'phoneNumber es requerido' })
  .check(
    z.trim(),
    z.maxLength(20, 'phoneNumber admite 20 caracteres'),
    z.regex(/^[+\d\s()-]*$/, 'phoneNumber solo admite dígitos, espacios, +, - y paréntesis'),
  );

const registrationSchema = z.extend(userRegistrationSchema, {
  userFirebaseId: z
    .string({ error: 'userFirebaseId es requerido' })
    .check(z.minLength(1, 'userFirebaseId es requerido'), z.maxLength(128)),
  phoneNumber: phoneSchema,
  avatarUrl: z.optional(safeUrlSchema),
});
const updateSchema = z.extend(userUpdateSchema, {
  phoneNumber: z.optional(phoneSchema),
  avatarUrl: z.optional(safeUrlSchema),
});

const emailParam = z.email();
/** In any case, through the email index (`email COLLATE NOCASE`). */
const usersWithEmail = prepare((email: string) =>
  qb
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`${sql.ref('email')} collate nocase`, '=', email),
);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function userRoutes(router: Router, deps: Deps): void {
  const { store } = deps;
  const byUid = (uid: string) => store.users.selectFirst(userWithUid(uid));
  // Case-insensitive through the email index; the exact rule (sameEmail: trimmed, any case) decides.
  const byEmail = (email: string) =>
    store.users.select(usersWithEmail(email.trim())).find((u) => sameEmail(u.email, email));

  // Private: only your own uid. null = signed in but not registered yet (the app then opens /page/registry).
  router.get(
    apiPaths.userByUid,
    asyncHandler(async (req, res) => {
      const identity = requireIdentity(req);
      if (req.params.uid !== identity.uid) throw forbidden('Solo puedes consultar tu propio usuario', 'uid');
      const known = byUid(identity.uid);
      // Each session starts here: a token that now says the address is verified (or not) is kept.
      const user = known && syncEmailVerified(store, known, identity);
      res.json(user ? userView(user, { abs: absolutizer(req, deps.publicApiUrl) }, true) : null);
    }),
  );

  // Public (registration checks for duplicates before sign-up), without private fields.
  router.get(
    apiPaths.userByEmail,
    asyncHandler(async (req, res) => {
      const email = req.params.email ?? '';
      if (!emailParam.safeParse(email).success) throw badRequest('email no es un correo válido', 'email');
      const user = byEmail(email);
      const isSelf = !!user && authOf(req).identity?.uid === user.userFirebaseId;
      res.json(user ? userView(user, { abs: absolutizer(req, deps.publicApiUrl) }, isSelf) : null);
    }),
  );

  router.post(
    apiPaths.userRegistration,
    asyncHandler(async (req, res) => {
      const identity = requireIdentity(req);
      const body = parseBody(registrationSchema, req.body);
      if (body.userFirebaseId !== identity.uid)
        throw forbidden('userFirebaseId no corresponde a tu sesión', 'userFirebaseId');
      if (!identity.email || !sameEmail(body.email, identity.email))
        throw forbidden('email no corresponde al de tu sesión', 'email');
      // Checked in the transaction of the insert: two concurrent sign-ups cannot both pass.
      const user = store.transaction(() => {
        if (byUid(identity.uid)) throw conflict('Esta cuenta ya está registrada', 'userFirebaseId');
        if (byEmail(body.email)) throw conflict('El correo ya se encuentra registrado', 'email');
        return store.users.insert({
          userFirebaseId: identity.uid,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email.trim().toLowerCase(),
          phoneNumber: body.phoneNumber,
          avatarUrl: body.avatarUrl || avatarPath(1),
          status: 1,
          createdAt: new Date().toISOString(),
          // Unverified addresses get no mail until a later token says they are (mail/eligibility.ts).
          emailVerified: identity.emailVerified,
        } satisfies Omit<StoredUser, 'userCode'>);
      });
      res.status(201).json(userView(user, { abs: absolutizer(req, deps.publicApiUrl) }, true));
    }),
  );

  // Only name, phone and avatar change; email and uid belong to the identity provider.
  router.post(
    apiPaths.userUpdate,
    asyncHandler(async (req, res) => {
      requireIdentity(req);
      const body = parseBody(updateSchema, req.body);
      const self = requireSelf(req, store, body.userCode);
      const changes: Partial<StoredUser> = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (body.phoneNumber !== undefined) changes.phoneNumber = body.phoneNumber;
      if (body.avatarUrl !== undefined) changes.avatarUrl = body.avatarUrl;
      store.transaction(() => store.users.update(self.userCode, changes));
      const user = { ...self, ...changes };
      res.json(userView(user, { abs: absolutizer(req, deps.publicApiUrl) }, true));
    }),
  );
}
