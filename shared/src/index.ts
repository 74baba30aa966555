/**
 * @lotengo/shared — the contracts package (see README.md). Browser code imports it by name only;
 * it is a federated singleton, so every export here exists once per page.
 */
import './ui/theme.css';

export * from './contracts';
export * from './routing/paths';
export { messages, type ToastKey, type ToastText } from './i18n';
export * from './constants';
export * from './config';
export * from './identity';
export * from './session';
export * from './api';
export * from './query';
export * from './notify';
export * from './format';
export * from './ui';
