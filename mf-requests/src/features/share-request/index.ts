export { SharePanel } from './share-panel';
