export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  isRuntimeConfigLoaded,
  runtimeConfigSchema,
  takePreviewRefusal,
  leavePreview,
  type PreviewRefusal,
  type RuntimeConfig,
} from './runtime-config';
