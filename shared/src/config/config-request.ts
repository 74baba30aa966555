import { CANARY_STORAGE_KEY } from '../facts';

const CANARY_ID = /^[0-9a-f]{32}$/;

/** This browser's canary id, made (128 random bits) and kept on first use; null without storage. */
export function canaryId(): string | null {
  try {
    const kept = window.localStorage.getItem(CANARY_STORAGE_KEY);
    if (kept && CANARY_ID.test(kept)) return kept;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join(
      '',
    );
    window.localStorage.setItem(CANARY_STORAGE_KEY, made);
    return made;
  } catch {
    return null;
  }
}

/** `/config.json?canary=<id>&preview=<app@version>`: what the early script asks too (early-start.ts). */
export function configRequestUrl(configUrl: string, preview: string | null): string {
  const id = canaryId();
  const query = [id ? `canary=${id}` : '', preview ? `preview=${encodeURIComponent(preview)}` : '']
    .filter(Boolean)
    .join('&');
  return query ? `${configUrl}?${query}` : configUrl;
}
