export { DemandPageView } from './demand-page-view';
