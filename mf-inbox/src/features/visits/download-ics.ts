import type { Visit } from '@lotengo/shared';

/** Writes and downloads the visit's .ics; the writer is loaded on this click only. */
export async function downloadVisitIcs(visit: Visit): Promise<void> {
  const { visitIcsFile } = await import(/* webpackChunkName: "visit-ics" */ './visit-ics');
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
