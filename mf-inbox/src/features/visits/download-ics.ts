import type { Visit } from '@lotengo/shared';
import { loadChunk } from '@lotengo/shared/remotes';

/**
 * Writes and downloads the visit's .ics; the writer is loaded on this click only. Its chunk belongs to
 * the release this tab started with: if that version was pruned since, the reload notice shows.
 */
export async function downloadVisitIcs(visit: Visit): Promise<void> {
  const writer = await loadChunk(() => import(/* webpackChunkName: "visit-ics" */ './visit-ics'));
  if (!writer) return;
  const { visitIcsFile } = writer;
  const file = visitIcsFile(visit);
  if (!file) return;
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
