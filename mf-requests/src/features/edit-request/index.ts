export { EditRequestView, requestIdFromParam } from './edit-request-view';
