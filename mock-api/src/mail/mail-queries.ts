import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { StoredSuppression } from '../db/schema';
import { prepare, qb } from '../db/typed-query';

/**
 * The mail queue's queries, typed (db/typed-query.ts): compiled once, run as prepared statements on the
 * store's connection, so the queue's claim, sweeps and counts stay in the caller's transaction.
 */

const countAll = (eb: ExpressionBuilder<Database, keyof Database>) => eb.fn.countAll<number>().as('n');

/** Addresses compare without case, as the suppression list's key and the pending-by-address index do. */
const sameAddress = (column: 'toAddress' | 'email', address: string) =>
  sql<boolean>`${sql.ref(column)} = ${address} COLLATE NOCASE`;

/** A pending mail due at `now` that nobody holds (or whose holder's lease ran out). */
const free = (eb: ExpressionBuilder<Database, 'mailOutbox'>, now: string) =>
  eb.and([
    eb('state', '=', sql.lit('pending')),
    eb('nextAttemptAt', '<=', now),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]),
  ]);

/** A pending mail past its time to live that nobody holds. */
const expired = (eb: ExpressionBuilder<Database, 'mailOutbox'>, now: string) =>
  eb.and([
    eb('state', '=', sql.lit('pending')),
    eb('expiresAt', '<=', now),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]),
  ]);

export const pendingMails = prepare(() =>
  qb.selectFrom('mailOutbox').select(countAll).where('state', '=', sql.lit('pending')),
);

export const dueMails = prepare((now: string) =>
  qb
    .selectFrom('mailOutbox')
    .selectAll()
    .where((eb) => free(eb, now))
    .orderBy('nextAttemptAt')
    .orderBy('mailId')
    .limit(5),
);

/** Holds one mail for a lease and counts the attempt, in one UPDATE that only one process can win. */
export const claimMail = prepare((until: string, mailId: number, now: string) =>
  qb
    .updateTable('mailOutbox')
    .set((eb) => ({ claimedUntil: until, attempts: eb('attempts', '+', sql.lit(1)) }))
    .where('mailId', '=', mailId)
    .where((eb) => free(eb, now)),
);

export const expiredMails = prepare((now: string) =>
  qb
    .selectFrom('mailOutbox')
    .select(countAll)
    .where((eb) => expired(eb, now)),
);

export const expireMails = prepare((now: string) =>
  qb
    .updateTable('mailOutbox')
    .set({ state: 'cancelled', skipReason: 'expired', claimedUntil: null })
    .where((eb) => expired(eb, now)),
);

export const mailsSince = prepare((userCode: number, since: string) =>
  qb.selectFrom('mailOutbox').select(countAll).where('userCode', '=', userCode).where('createdAt', '>=', since),
);

export const verificationMailsAfter = prepare((userCode: number, since: string) =>
  qb
    .selectFrom('mailOutbox')
    .select(countAll)
    .where('userCode', '=', userCode)
    .where('kind', '=', sql.lit('verify-address'))
    .where('createdAt', '>', since),
);

export const outboxWithKey = prepare((dedupeKey: string) =>
  qb.selectFrom('mailOutbox').select(countAll).where('dedupeKey', '=', dedupeKey),
);

export const digestWithKey = prepare((dedupeKey: string) =>
  qb.selectFrom('mailDigest').select(countAll).where('dedupeKey', '=', dedupeKey),
);

export const waitingEvents = prepare((userCode: number, day: string) =>
  qb
    .selectFrom('mailDigest')
    .selectAll()
    .where('userCode', '=', userCode)
    .where('day', '=', day)
    .where('state', '=', sql.lit('waiting'))
    .orderBy('digestId'),
);

/** A member's events waiting for a summary are skipped (the summary was turned off). */
export const skipWaitingOf = prepare((userCode: number) =>
  qb
    .updateTable('mailDigest')
    .set({ state: 'skipped' })
    .where('state', '=', sql.lit('waiting'))
    .where('userCode', '=', userCode),
);

export const oldDoneMails = prepare((cutoff: string) =>
  qb.selectFrom('mailOutbox').select(countAll).where('createdAt', '<', cutoff).where('state', '<>', sql.lit('pending')),
);

export const deleteOldDoneMails = prepare((cutoff: string) =>
  qb.deleteFrom('mailOutbox').where('createdAt', '<', cutoff).where('state', '<>', sql.lit('pending')),
);

export const oldDoneEvents = prepare((cutoff: string) =>
  qb.selectFrom('mailDigest').select(countAll).where('createdAt', '<', cutoff).where('state', '<>', sql.lit('waiting')),
);

export const deleteOldDoneEvents = prepare((cutoff: string) =>
  qb.deleteFrom('mailDigest').where('createdAt', '<', cutoff).where('state', '<>', sql.lit('waiting')),
);

export const suppressionsInOrder = prepare(() =>
  qb.selectFrom('mailSuppressions').selectAll().orderBy('createdAt').orderBy('address'),
);

/** A newer reason replaces an older one: a complaint after a bounce reads as a complaint. */
export const upsertSuppression = prepare(
  (
    address: string,
    reason: StoredSuppression['reason'],
    source: StoredSuppression['source'],
    detail: string | null,
    createdAt: string,
  ) =>
    qb
      .insertInto('mailSuppressions')
      .values({ address, reason, source, detail, createdAt })
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          reason: eb.ref('excluded.reason'),
          source: eb.ref('excluded.source'),
          detail: eb.ref('excluded.detail'),
          createdAt: eb.ref('excluded.createdAt'),
        })),
      ),
);

export const deleteSuppression = prepare((address: string) =>
  qb.deleteFrom('mailSuppressions').where('address', '=', address),
);

/** The events waiting for a summary of whoever has this address are skipped. */
export const skipWaitingOfAddress = prepare((address: string) =>
  qb
    .updateTable('mailDigest')
    .set({ state: 'skipped' })
    .where('state', '=', sql.lit('waiting'))
    .where('userCode', 'in', qb.selectFrom('users').select('userCode').where(sameAddress('email', address))),
);

/** The mails still pending to this address are cancelled, as suppressed. */
export const cancelPendingTo = prepare((address: string) =>
  qb
    .updateTable('mailOutbox')
    .set({ state: 'cancelled', skipReason: 'suppressed', claimedUntil: null })
    .where('state', '=', sql.lit('pending'))
    .where(sameAddress('toAddress', address)),
);

export const metaValue = prepare((key: string) => qb.selectFrom('meta').select('value').where('key', '=', key));

export const insertMetaOnce = prepare((key: string, value: string) =>
  qb
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.doNothing()),
);
