export { VisitScheduler } from './visit-scheduler';
export { useLikeFlow } from './use-like-flow';
export { usePrefetchHours, PREFETCH_HOURS_MAX } from './use-prefetch-hours';
