import { useEffect } from 'react';
import { messages } from '@lotengo/shared';

export function documentTitle(page: string): string {
  return `${page} · ${messages.shell.titles.suffix}`;
}

/** Sets "{page} · Lo Tengo" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
