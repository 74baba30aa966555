// The live channel for signed-in pages: its own entry (@lotengo/shared/alerts), so a visitor never loads it.
export { openAlertChannel, type AlertChannelHandlers, type AlertChannelMode, type AlertChannelOptions, type EventSourceFactory, type EventSourceLike } from './alert-channel';
export { emitAlertEvent, subscribeAlertEvents, useAlertEvents, type AlertEvent } from './alert-events';
