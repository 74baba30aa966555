import { useEffect, useRef } from 'react';
import type { NotificationEvent, OfferEvent } from '../contracts/alerts';

/** What the shell's live channel tells the rest of the page (the remotes included). */
export type AlertEvent =
  | { type: 'notification'; event: NotificationEvent }
  | { type: 'offer'; event: OfferEvent }
  /** The server could not replay everything missed: lists may be stale. */
  | { type: 'resync' };

type Listener = (e: AlertEvent) => void;

// One set per page: @lotengo/shared is a federated singleton, so the shell and every remote share it.
const listeners = new Set<Listener>();

/** Called by the channel's owner (the shell) for each event it receives. */
export function emitAlertEvent(e: AlertEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(e);
    } catch (error) {
      // One listener's bug must not keep the event from the others.
      console.error('[lotengo] Un oyente del canal en vivo falló', error);
    }
  }
}

/** Listen to the live channel; returns the unsubscribe. */
export function subscribeAlertEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A component's view of the live channel: `listener` runs for each event while it is mounted (the
 * latest listener, without resubscribing on each render). Remotes use it to refresh what they show.
 */
export function useAlertEvents(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeAlertEvents((e) => latest.current(e)), []);
}
