import { useEffect, useRef, useState } from 'react';
import {
  DAY_MS,
  EXPIRY_REMINDER_DAYS,
  useCapability,
  type HouseRequest,
  type RequestAction,
  type RequestState,
} from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import type { RequestOwnerControls } from '../../lib/owner-controls';
import { freshnessText } from '../../lib/request-display';
import { useRequestState } from './use-request-state';

const t = alertsTexts.requestState;

/** Whole days until an active request expires (0 on its last day, as the API counts); null when it does not say. */
export function daysToExpiry(request: Pick<HouseRequest, 'expiresAt'>, now: number): number | null {
  const at = request.expiresAt ? Date.parse(request.expiresAt) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / DAY_MS) - 1);
}

/**
 * The buttons of each state, as the API allows them (anything else is a 409). "Sigo buscando" on an
 * active request only in the last EXPIRY_REMINDER_DAYS: before that it changes nothing a person can
 * see, and a third button on every card would crowd the row at 360 px; the reminder notification and
 * the "Vence en N días" beside the freshness say when it is time. An expired request comes back with
 * "Sigo buscando" (the word of the reminder), a closed one with "Reabrir".
 */
export function actionsFor(state: RequestState, nearExpiry: boolean): RequestAction[] {
  switch (state) {
    case 'active':
      return nearExpiry ? ['pause', 'close', 'renew'] : ['pause', 'close'];
    case 'paused':
      return ['reopen', 'close'];
    case 'closed':
      return ['reopen'];
    case 'expired':
      return ['renew', 'close'];
  }
}

/** The way back to active is the main button; leaving it is secondary. */
const PRIMARY: ReadonlySet<RequestAction> = new Set(['reopen', 'renew']);

/**
 * What the author's own card shows of its request's state: the status line (freshness and expiry when
 * active, the state and its meaning otherwise) and the state buttons. Undefined when the API does not
 * say the state (an older backend has no such actions); without buttons where it lacks them.
 */
export function useRequestOwnerControls(request: HouseRequest): RequestOwnerControls | undefined {
  // Counted in whole days: the moment the card first showed is precise enough.
  const [now] = useState(Date.now);
  const mutation = useRequestState(request);
  // The buttons are the API's `requestLifecycle` (GET /capabilities); the state line is the request's own.
  const hasLifecycle = useCapability('requestLifecycle');
  const first = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const state = request.state;

  // The pressed button may be gone in the new state (Pausar → Reabrir; "Sigo buscando" once renewed):
  // keep the keyboard on the card.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    first.current?.focus();
  }, [state, request.lastActiveAt]);

  if (!state) return undefined;
  const id = request.houseRequestId;
  const left = daysToExpiry(request, now);
  const nearExpiry = state === 'active' && left !== null && left < EXPIRY_REMINDER_DAYS;
  const busy = mutation.isPending;

  const status =
    state === 'active' ? (
      <>
        <span className="lt-req-badge lt-req-badge--active">{freshnessText(request, now) || t.labels.active}</span>
        {nearExpiry ? <span className="lt-req-badge-note">{t.expiresIn(left ?? 0)}</span> : null}
      </>
    ) : (
      <>
        <span className={`lt-req-badge lt-req-badge--${state}`}>{t.labels[state]}</span>
        <span className="lt-req-badge-note" title={t.notListed}>
          {t.notListed}
        </span>
      </>
    );

  const actions = actionsFor(state, nearExpiry).map((action, i) => (
    <button
      key={action}
      ref={i === 0 ? first : undefined}
      type="button"
      className={`lt-req-btn lt-req-btn--small${PRIMARY.has(action) ? '' : ' lt-req-btn--secondary'}`}
      aria-label={t.actionLabels[action](id)}
      // Not `disabled` while the call runs: a disabled button drops the keyboard focus.
      aria-disabled={busy || undefined}
      aria-busy={(busy && mutation.variables === action) || undefined}
      onClick={(e) => {
        if (busy) return;
        refocus.current = e.currentTarget === document.activeElement;
        mutation.mutate(action);
      }}
    >
      {t.actions[action]}
    </button>
  ));

  return { status, actions: hasLifecycle ? <>{actions}</> : null, listed: state === 'active' };
}
