export { MyRequestsList } from './my-requests-list';
