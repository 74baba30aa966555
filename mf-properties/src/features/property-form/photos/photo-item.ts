import type { Multimedia } from '@lotengo/shared';

export type PhotoStatus = 'compressing' | 'uploading' | 'done' | 'failed';

/** One photo of the form, from the moment it is chosen until it is a stored `multimedias` item. */
export interface PhotoItem {
  id: string;
  /** The file as chosen (absent for photos already stored, e.g. in the edit form). */
  source?: File;
  /** The optimised file, kept so a retry after a failed upload does not compress again. */
  prepared?: Blob;
  /** What its thumbnail shows: the chosen file's object URL, or the stored photo's URL (a thumbnail, not a release
   * preview). */
  previewUrl: string;
  status: PhotoStatus;
  /** 0..1 of the current step (compression, then upload). */
  progress: number;
  multimedia?: Multimedia;
}

/** One bar for both steps: optimising is the first 30 %, the upload the rest. */
export function overallProgress(item: Pick<PhotoItem, 'status' | 'progress'>): number {
  if (item.status === 'done') return 100;
  if (item.status === 'compressing') return Math.round(item.progress * 30);
  if (item.status === 'uploading') return Math.round(30 + item.progress * 70);
  return 0;
}
