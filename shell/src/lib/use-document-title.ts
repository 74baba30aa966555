import { useEffect } from 'react';
import { shellTexts } from '../texts';

export function documentTitle(page: string): string {
  return `${page} · ${shellTexts.titles.suffix}`;
}

/** Sets "{page} · Lo Tengo" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
