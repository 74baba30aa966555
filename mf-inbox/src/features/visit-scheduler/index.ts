export { VisitScheduler } from './visit-scheduler';
export { useLikeFlow } from './use-like-flow';
