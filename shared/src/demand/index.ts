/**
 * @lotengo/shared/demand — the demand figures' calls, queries, links and count wording, for the "Demanda"
 * page (mf-requests) and the form panels (mf-requests, mf-properties). Its own entry: off every first load.
 */
export { demandApi } from './api';
export { demandQueries } from './queries';
export { requestSearchHref, REQUEST_SEARCH_PARAMS, type RequestSearchLink } from './links';
export { countText, isFew } from './figures';
export { useDebouncedValue, PANEL_DEBOUNCE_MS } from './use-debounced-value';
export { DemandPanelFrame } from './demand-panel-frame';
export { demandTexts } from './texts';
export * from '../contracts/demand';
