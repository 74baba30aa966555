import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { MAX_IMAGE_BYTES } from '@lotengo/shared';
import { SortablePhoto } from './sortable-photo';
import type { PhotoList } from './use-photo-list';
import './photos.css';
import { propertiesTexts } from '../../../texts';

const t = propertiesTexts.photos;

export interface PhotoPickerProps {
  photos: PhotoList;
  disabled?: boolean;
}

/** HEIC/HEIF often arrive with an empty mime type: let them through so the decode check can explain. */
// (A wildcard paired with extensions would accept only those extensions: react-dropzone 20.)
const ACCEPT = { 'image/*': [], 'image/heic': ['.heic'], 'image/heif': ['.heif'] };

/** Drop zone (images only, ≤ 10,420,000 bytes), then the sortable tiles: the first is the cover. */
export function PhotoPicker({ photos, disabled }: PhotoPickerProps) {
  const hintId = useId();
  const instructionsId = useId();
  const full = photos.items.length >= photos.max;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_IMAGE_BYTES,
    multiple: true,
    disabled,
    noKeyboard: true, // the "Elegir fotos" button is the keyboard way in
    onDrop: (accepted, rejected) => {
      void photos.addFiles(accepted, rejected);
    },
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => photos.items.findIndex((it) => it.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(position(active.id)),
    // Over itself (right after pick-up) says nothing, so "Tomaste la foto n" is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t.over(position(active.id), position(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(position(active.id), position(over.id)) : t.cancelled(position(active.id)),
    onDragCancel: ({ active }) => t.cancelled(position(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    photos.move(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <div className="lt-photos">
      <div
        {...getRootProps({
          className:
            'lt-photos__drop' +
            (isDragActive ? ' lt-photos__drop--active' : '') +
            (full ? ' lt-photos__drop--full' : ''),
        })}
      >
        <input {...getInputProps({ 'aria-label': t.label, 'aria-describedby': hintId })} />
        <p style={{ margin: 0, fontWeight: 600 }}>{isDragActive ? t.dropActive : t.dropHint}</p>
        <button
          type="button"
          className="lt-btn lt-btn--secondary"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t.choose}
        </button>
        <p id={hintId} className="lt-hint" style={{ margin: 0 }}>
          {t.hint(photos.max)} {t.count(photos.items.length, photos.max)}
        </p>
      </div>
      <div aria-live="polite">
        {photos.notices.length > 0 ? (
          <ul className="lt-photos__notices" role="alert">
            {photos.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
        {full && photos.notices.length === 0 ? <p className="lt-hint">{t.limit(photos.max)}</p> : null}
      </div>
      {photos.items.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
        >
          <SortableContext items={photos.items.map((it) => it.id)} strategy={rectSortingStrategy}>
            <p id={instructionsId} className="visually-hidden">
              {t.instructions}
            </p>
            <ol className="lt-photos__list" aria-label={t.listLabel} aria-describedby={instructionsId}>
              {photos.items.map((item, index) => (
                <SortablePhoto
                  key={item.id}
                  item={item}
                  index={index}
                  disabled={disabled}
                  onRetry={photos.retry}
                  onRemove={photos.remove}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : null}
    </div>
  );
}
