import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { PROPERTY_PHOTOS_MAX, assetUrl, type Multimedia } from '@lotengo/shared';
import type { FileRejection } from 'react-dropzone';
import { compressPhoto } from './compress';
import { canDecode } from './decode';
import type { PhotoItem } from './photo-item';
import type { PhotoUploader } from './upload';
import { propertiesTexts } from '../../../texts';

const t = propertiesTexts.photos;
/** Two at a time: a phone keeps the link busy without starving the page. */
const CONCURRENCY = 2;

export interface PhotoListOptions {
  userCode: number;
  uploader: PhotoUploader;
  /** Photos already stored (edit form), in order. */
  initial?: readonly Multimedia[];
  max?: number;
}

let seq = 0;
const newId = () => `photo-${Date.now().toString(36)}-${(seq++).toString(36)}`;

function refusal(rejection: FileRejection): string {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-invalid-type')) return t.notImage(rejection.file.name);
  if (codes.includes('file-too-large')) return t.tooLarge(rejection.file.name);
  return t.notImage(rejection.file.name);
}

interface Work {
  queue: string[];
  running: Set<string>;
}

/** Starts queued photos while fewer than CONCURRENCY run; each one that ends starts the next. */
function drain(work: Work, exists: (id: string) => boolean, run: (id: string) => Promise<void>): void {
  while (work.running.size < CONCURRENCY && work.queue.length > 0) {
    const id = work.queue.shift()!;
    if (!exists(id)) continue; // removed while waiting
    work.running.add(id);
    void run(id).finally(() => {
      work.running.delete(id);
      drain(work, exists, run);
    });
  }
}

/**
 * The photos of a property form: refusals with their reason, decode check, compression and upload per
 * photo (two at a time), retry, remove and reorder. The list survives a failed save: it lives in the
 * form, not in the request.
 */
export function usePhotoList({ userCode, uploader, initial = [], max = PROPERTY_PHOTOS_MAX }: PhotoListOptions) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((m) => ({ id: newId(), previewUrl: assetUrl(m.fileUrl), status: 'done', progress: 1, multimedia: m })),
  );
  const [notices, setNotices] = useState<string[]>([]);
  // The latest list for callbacks that outlive a render (uploads finishing later).
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const running = useRef(new Set<string>());
  const queue = useRef<string[]>([]);
  const mounted = useRef(true);

  const patch = useCallback((id: string, change: Partial<PhotoItem>) => {
    if (!mounted.current) return;
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)));
  }, []);

  const process = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((it) => it.id === id);
      if (!item?.source) return;
      try {
        let prepared = item.prepared;
        if (!prepared) {
          patch(id, { status: 'compressing', progress: 0 });
          prepared = await compressPhoto(item.source, (progress) => patch(id, { progress }));
          patch(id, { prepared });
        }
        patch(id, { status: 'uploading', progress: 0 });
        const multimedia = await uploader.upload(prepared, {
          userCode,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'done', progress: 1, multimedia });
      } catch (err) {
        console.warn('No se pudo preparar o subir la foto', err);
        patch(id, { status: 'failed', progress: 0 });
      }
    },
    [patch, uploader, userCode],
  );

  const pump = useCallback(
    () =>
      drain(
        { queue: queue.current, running: running.current },
        (id) => itemsRef.current.some((it) => it.id === id),
        process,
      ),
    [process],
  );

  const enqueue = useCallback(
    (ids: string[]) => {
      queue.current.push(...ids);
      // After React has committed the new items, so process() finds them.
      setTimeout(pump, 0);
    },
    [pump],
  );

  const addFiles = useCallback(
    async (accepted: readonly File[], rejections: readonly FileRejection[] = []) => {
      const next = rejections.map(refusal);
      const decodable: File[] = [];
      for (const file of accepted) {
        if (await canDecode(file)) decodable.push(file);
        else next.push(t.undecodable(file.name));
      }
      const room = Math.max(0, max - itemsRef.current.length);
      const taken = decodable.slice(0, room);
      const skipped = decodable.length - taken.length;
      if (skipped > 0) next.push(room === 0 ? t.limit(max) : t.limitSkipped(skipped, max));
      if (!mounted.current) return;
      setNotices(next);
      if (taken.length === 0) return;
      const fresh: PhotoItem[] = taken.map((file) => ({
        id: newId(),
        source: file,
        previewUrl: URL.createObjectURL(file),
        status: 'compressing',
        progress: 0,
      }));
      itemsRef.current = [...itemsRef.current, ...fresh];
      setItems(itemsRef.current);
      enqueue(fresh.map((it) => it.id));
    },
    [enqueue, max],
  );

  const retry = useCallback(
    (id: string) => {
      patch(id, { status: 'compressing', progress: 0 });
      enqueue([id]);
    },
    [enqueue, patch],
  );

  const remove = useCallback((id: string) => {
    const gone = itemsRef.current.find((it) => it.id === id);
    if (gone?.source) URL.revokeObjectURL(gone.previewUrl);
    itemsRef.current = itemsRef.current.filter((it) => it.id !== id);
    setItems(itemsRef.current);
    setNotices([]);
  }, []);

  const move = useCallback((from: number, to: number) => {
    if (from === to || from < 0 || to < 0) return;
    itemsRef.current = arrayMove(itemsRef.current, from, to);
    setItems(itemsRef.current);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const it of itemsRef.current) if (it.source) URL.revokeObjectURL(it.previewUrl);
    };
  }, []);

  const pending = items.some((it) => it.status === 'compressing' || it.status === 'uploading');
  const failed = items.some((it) => it.status === 'failed');
  /** The stored photos in display order: the first is the cover. */
  const multimedias = useMemo(
    (): Multimedia[] => items.flatMap((it) => (it.multimedia ? [it.multimedia] : [])),
    [items],
  );

  return { items, notices, max, addFiles, retry, remove, move, pending, failed, multimedias };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
