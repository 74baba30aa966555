import crypto from 'node:crypto';
import type { Request, Router } from 'express';
import { alertApiPaths, type EmailStatus, type EmailVerificationSent } from '@lotengo/shared/contracts/alerts';
import { paths, PROFILE_TABS } from '@lotengo/shared/routing';
import { postmarkEventSchema, type ProviderEventResult } from '@lotengo/shared/contracts/operations';
import { requireIdentity, requireSelfParam } from '../auth/middleware';
import type { StoredUser } from '../db/schema';
import type { Store } from '../db/store';
import { asyncHandler, conflict, HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { verifyAddressMail } from '../mail/content';
import { mailBlockOf, syncEmailVerified } from '../mail/eligibility';
import { insertMail } from '../mail/mail-outbox';
import { verificationMailsAfter } from '../mail/mail-queries';
import { postmarkAction } from '../mail/provider-events';
import { suppressAddress, suppressionOf, unsuppressAddress } from '../mail/suppressions';
import type { Deps } from './deps';

/** One verification link per member every 10 minutes: the button cannot be used to flood a mailbox. */
const VERIFICATION_EVERY_MS = 10 * 60_000;

/** What the profile shows of a member's mail: their address and whether (and why not) it is mailed. */
export function emailStatusOf(store: Store, user: StoredUser): EmailStatus {
  const row = suppressionOf(store, user.email);
  const block = mailBlockOf(store, user);
  return {
    userCode: user.userCode,
    address: user.email,
    state: block ?? 'active',
    ...(row
      ? { suppression: { reason: row.reason, since: row.createdAt, canReactivate: row.reason !== 'manual' } }
      : {}),
  };
}

function same(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}

/** HTTP Basic whose password is the shared secret (any user name: Postmark sends the webhook URL's). */
function checkWebhookSecret(req: Request, secret: string): void {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.get('authorization') ?? '');
  const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  const password = decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : '';
  if (!password || !same(password, secret)) {
    throw new HttpError(401, 'Falta la clave del webhook o no es la correcta (HTTP Basic con MAIL_WEBHOOK_SECRET)');
  }
}

/**
 * A member's mail status, verification link and reactivation (the profile), and the provider's bounce
 * and complaint webhook. The webhook needs no session, cookie or anti-forgery header: its shared secret
 * is the permission.
 */
export function emailDeliveryRoutes(router: Router, deps: Deps): void {
  const { store, mailSettings, identity: provider, alerts } = deps;

  router.get(
    alertApiPaths.emailStatus,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      // The caller's token says whether their address is verified; kept if it changed.
      const identity = requireIdentity(req);
      let user = syncEmailVerified(store, store.users.get(userCode)!, identity);
      // A token is up to an hour old: an address verified since (the link of the mail below) is asked
      // of the identity provider itself, so the profile says so as soon as the member is back.
      if (user.emailVerified === false && (await provider.isEmailVerified?.(identity.uid)) === true)
        user = syncEmailVerified(store, user, { ...identity, emailVerified: true });
      res.json(emailStatusOf(store, user));
    }),
  );

  router.post(
    alertApiPaths.emailVerification,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const user = store.users.get(userCode)!;
      const block = mailBlockOf(store, user);
      if (!block) throw conflict('Tu correo ya está verificado: no hace falta otro enlace');
      if (block === 'suppressed')
        throw conflict('No podemos escribir a esta dirección: primero vuelve a activar los correos');
      const since = new Date(Date.now() - VERIFICATION_EVERY_MS).toISOString();
      if (store.count(verificationMailsAfter(userCode, since))) {
        res.set('Retry-After', String(VERIFICATION_EVERY_MS / 1000));
        throw new HttpError(
          429,
          'Ya te enviamos el enlace hace poco: revisa tu bandeja (y el spam) o pide otro en unos minutos',
        );
      }
      let link: string;
      try {
        if (!provider.emailVerificationLink) throw new Error('sin proveedor de identidad');
        link = await provider.emailVerificationLink(
          user.email,
          `${mailSettings.siteUrl}${paths.profileTab(PROFILE_TABS[2])}`,
        );
      } catch {
        throw new HttpError(503, 'No pudimos preparar el enlace de verificación, inténtalo en unos minutos');
      }
      const now = new Date().toISOString();
      const to = { address: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
      store.transaction(() =>
        insertMail(
          store,
          {
            userCode,
            kind: 'verify-address',
            to,
            content: verifyAddressMail(user.email, link),
            dedupeKey: `verify-address:${userCode}:${now}`,
          },
          now,
          mailSettings.messageIdDomain,
        ),
      );
      alerts.onMailQueued?.();
      res.status(202).json({ sentTo: user.email } satisfies EmailVerificationSent);
    }),
  );

  router.post(
    alertApiPaths.emailReactivate,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const user = store.users.get(userCode)!;
      const row = suppressionOf(store, user.email);
      if (row?.reason === 'manual')
        throw conflict(
          'Nuestro equipo detuvo los correos a esta dirección: escríbenos desde Contacto para reactivarlos',
        );
      if (row) unsuppressAddress(store, user.email);
      res.json(emailStatusOf(store, user));
    }),
  );

  router.post(
    alertApiPaths.emailProviderEvents,
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'no-store');
      try {
        checkWebhookSecret(req, mailSettings.webhookSecret);
      } catch (err) {
        res.set('WWW-Authenticate', 'Basic realm="lotengo-mail-webhook", charset="UTF-8"');
        throw err;
      }
      const event = parseBody(postmarkEventSchema, req.body);
      const action = postmarkAction(event);
      const address = event.Email.trim().toLowerCase();
      if (action) suppressAddress(store, { address, reason: action.reason, source: 'webhook', detail: action.detail });
      res.json({
        address,
        suppressed: Boolean(action),
        ...(action ? { reason: action.reason } : {}),
      } satisfies ProviderEventResult);
    }),
  );
}
