export { actionsFor, useRequestOwnerControls } from './request-state-controls';
export { useRequestState } from './use-request-state';
