/**
 * Where the compression web worker loads the library from. browser-image-compression's worker calls
 * importScripts(libURL), by default a CDN: offline (or blocked) it silently falls back to the main
 * thread. Served from this remote instead (webpack emits the file as an asset); isolated here because
 * jest's CommonJS cannot parse import.meta.
 */
export function compressionLibUrl(): string {
  return new URL(
    '../../../../../node_modules/browser-image-compression/dist/browser-image-compression.js',
    import.meta.url,
  ).href;
}
