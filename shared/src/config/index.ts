export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  isRuntimeConfigLoaded,
  runtimeConfigSchema,
  type RuntimeConfig,
} from './runtime-config';
