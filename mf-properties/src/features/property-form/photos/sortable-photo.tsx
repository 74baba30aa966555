import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { overallProgress, type PhotoItem } from './photo-item';
import { propertiesTexts } from '../../../texts';

const t = propertiesTexts.photos;

export interface SortablePhotoProps {
  item: PhotoItem;
  /** 0-based position; the first photo is the cover. */
  index: number;
  disabled?: boolean;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const statusText = (item: PhotoItem) =>
  item.status === 'compressing'
    ? t.compressing
    : item.status === 'uploading'
      ? t.uploading
      : item.status === 'done'
        ? t.done
        : t.failed;

/** One tile: thumbnail, cover badge, its own progress bar, retry on failure, remove, and a drag handle (pointer and
 * keyboard). */
export function SortablePhoto({ item, index, disabled, onRetry, onRemove }: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  const n = index + 1;
  const busy = item.status === 'compressing' || item.status === 'uploading';
  const progressId = `${item.id}-progress`;
  return (
    <li
      ref={setNodeRef}
      className={`lt-photo${isDragging ? ' lt-photo--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-photo-status={item.status}
      data-index={index}
    >
      <div className="lt-photo__frame">
        <img src={item.previewUrl} alt={t.thumbAlt(n)} />
        {index === 0 ? <span className="lt-photo__cover">{t.cover}</span> : null}
      </div>
      <span
        id={progressId}
        className={`lt-photo__status${item.status === 'failed' ? ' lt-photo__status--failed' : ''}`}
        role={item.status === 'failed' ? 'alert' : undefined}
      >
        {statusText(item)}
      </span>
      {busy || item.status === 'done' ? (
        <progress
          max={100}
          value={overallProgress(item)}
          aria-label={t.progressLabel(n)}
          aria-describedby={progressId}
        />
      ) : null}
      <div className="lt-photo__actions">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="lt-btn lt-btn--ghost lt-photo__handle"
          {...attributes}
          {...listeners}
          aria-label={t.moveLabel(n)}
          disabled={disabled}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {item.status === 'failed' ? (
          <button
            type="button"
            className="lt-btn lt-btn--secondary"
            aria-label={t.retryLabel(n)}
            onClick={() => onRetry(item.id)}
            disabled={disabled}
          >
            {t.retry}
          </button>
        ) : null}
        <button
          type="button"
          className="lt-btn lt-btn--ghost"
          aria-label={t.removeLabel(n)}
          onClick={() => onRemove(item.id)}
          disabled={disabled}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}
