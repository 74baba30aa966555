import { useState } from 'react';
import { waShareUrl } from '@lotengo/shared';
import { canShareNatively } from './native-share';

export { canShareNatively } from './native-share';

/**
 * The share sheet: true once it was shown (shared or cancelled by the person), false when the browser refused
 * it (not allowed here, nothing it can share): then offer the other ways.
 */
export const shareNatively = (data: ShareData): Promise<boolean> =>
  navigator.share(data).then(
    () => true,
    (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError',
  );

/**
 * Copies `text`: the Clipboard API, or where it is missing (a page not served over https, an older browser) a
 * selected text area and the copy command. Rejects when neither could.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // The copy command copies the focused selection; focus goes back where it was.
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  try {
    area.focus();
    area.select();
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy'))
      throw new Error('sin portapapeles');
  } finally {
    area.remove();
    before?.focus();
  }
}

/** What "Copiar enlace" came to: nothing yet, copied, or not possible here. */
export type CopyOutcome = 'idle' | 'copied' | 'failed';

export interface ShareLinkOptions {
  /** The share sheet's title. */
  title: string;
  /** What the message says before the link. */
  text: string;
  /** The request's own page, absolute. */
  url: string;
}

/**
 * One link, shared the ways a person in Peru shares it: the browser's share sheet where it has one, WhatsApp's
 * link (the text, then the URL) and "Copiar enlace" with its outcome. The post-publish panel and the card's
 * "Compartir" both use it.
 */
export function useShareLink({ title, text, url }: ShareLinkOptions) {
  const [copied, setCopied] = useState<CopyOutcome>('idle');
  return {
    native: canShareNatively(),
    whatsappHref: waShareUrl(`${text} ${url}`),
    /** The share sheet (shareNatively). */
    share: (): Promise<boolean> => shareNatively({ title, text, url }),
    copied,
    /** Copies the URL; resolves with the outcome, also kept in `copied`. */
    copy: (): Promise<CopyOutcome> =>
      copyText(url)
        .then(
          () => 'copied' as const,
          () => 'failed' as const,
        )
        .then((outcome) => {
          setCopied(outcome);
          return outcome;
        }),
    /** Forget the last outcome (its message has been shown long enough). */
    reset: () => setCopied('idle'),
  };
}
