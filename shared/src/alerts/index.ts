/**
 * @lotengo/shared/alerts — a federation singleton (shared/build/singletons.ts): the live channel's
 * listeners, one set per page, so a remote hears what the shell's channel receives. Signed-in pages
 * only: a visitor never loads it.
 */
export {
  openAlertChannel,
  type AlertChannelHandlers,
  type AlertChannelMode,
  type AlertChannelOptions,
  type EventSourceFactory,
  type EventSourceLike,
} from './alert-channel';
export { emitAlertEvent, subscribeAlertEvents, useAlertEvents, type AlertEvent } from './alert-events';
