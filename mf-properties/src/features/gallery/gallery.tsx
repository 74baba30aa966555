import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Modal } from '@lotengo/shared';
import { FIRST_SLIDE_TIMING, cardPhotoBehind } from '@lotengo/shared/format/photos';
import { SLIDE_SIZES, type GalleryPhoto } from './gallery-photo';
import { useSlides } from './use-slides';
import './gallery.css';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.gallery;

export interface GalleryProps {
  photos: GalleryPhoto[];
  /** The property's display title: every photo's accessible name says what it shows. */
  title: string;
}

/**
 * A property's photos in the owner's order: a swipeable track (CSS scroll-snap, so a phone's own
 * scrolling is the swipe), previous/next buttons, ←/→/Home/End, a counter ("3 de 8"), thumbnails and a
 * full-screen view (a dialog: Escape closes it and the focus goes back to where it was). Only the first
 * photo loads at once; the others load as they come near, the full size only in full screen.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const slides = useSlides(photos.length);
  const [fullAt, setFullAt] = useState<number | null>(null);
  const { go } = slides;
  const follow = useCallback((i: number) => go(i, false), [go]);
  const total = photos.length;
  if (total === 0) {
    return (
      <div className="ltg ltg--empty">
        <div className="ltg-frame ltg-frame--empty" role="img" aria-label={t.noPhotos}>
          {t.noPhotos}
        </div>
      </div>
    );
  }
  return (
    <section className="ltg" aria-roledescription="carrusel" aria-label={t.label(title)}>
      <Stage photos={photos} title={title} slides={slides} variant="page" onOpen={() => setFullAt(slides.index)} />
      {total > 1 ? <Thumbs photos={photos} index={slides.index} onPick={(i) => slides.go(i)} /> : null}
      <Modal
        open={fullAt !== null}
        size="lg"
        className="ltg-full"
        title={t.fullScreenTitle(title)}
        onClose={() => {
          // The page's track shows where the full-screen view was left.
          setFullAt(null);
        }}
      >
        {fullAt !== null ? <FullScreen photos={photos} title={title} start={fullAt} onMove={follow} /> : null}
      </Modal>
    </section>
  );
}

interface StageProps {
  photos: GalleryPhoto[];
  title: string;
  slides: ReturnType<typeof useSlides>;
  variant: 'page' | 'full';
  onOpen?: () => void;
}

/** The track, its buttons and the counter: the page's and the full-screen view's alike. */
function Stage({ photos, title, slides, variant, onOpen }: StageProps) {
  const total = photos.length;
  const { index, go, onKey, onScroll, onTakeOver, trackRef } = slides;
  const counterId = useId();
  const full = variant === 'full';
  // The card's photo behind the first slide (hidden by it once it has loaded), per first photo.
  const first = photos[0]!;
  const behindFirst = useMemo(() => (full ? undefined : cardPhotoBehind(first.thumb, first.screen)), [full, first]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (onKey(e.key)) e.preventDefault();
  };
  return (
    <div className={`ltg-stage ltg-stage--${variant}`}>
      <div className="ltg-frame">
        {/* A scroll container must be focusable to be scrolled by keyboard (axe: scrollable-region-focusable);
            the arrow keys it takes move one photo at a time. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          ref={trackRef}
          className="ltg-track"
          onScroll={onScroll}
          onPointerDown={onTakeOver}
          onTouchStart={onTakeOver}
          onWheel={onTakeOver}
          onKeyDown={onKeyDown}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-describedby={counterId}
          aria-label={t.label(title)}
        >
          {photos.map((p, i) => (
            <li key={`${i}-${p.full}`} className="ltg-slide" aria-hidden={i === index ? undefined : true}>
              <img
                src={full ? p.full : p.screen}
                srcSet={full ? undefined : p.srcSet}
                sizes={full || !p.srcSet ? undefined : SLIDE_SIZES}
                alt={t.photoAlt(i + 1, total, title)}
                // The first photo is the page's largest paint: at once and first; the rest as they come near.
                loading={i === 0 && !full ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && !full ? 'high' : undefined}
                decoding="async"
                draggable={false}
                style={i === 0 ? behindFirst : undefined}
                // Not in React's types; the browser times this photo's paint (Element Timing).
                {...(i === 0 && !full ? { elementtiming: FIRST_SLIDE_TIMING } : undefined)}
              />
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="ltg-nav ltg-nav--prev"
              aria-label={t.previous}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="ltg-nav ltg-nav--next"
              aria-label={t.next}
              disabled={index === total - 1}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p id={counterId} className="ltg-counter" aria-live="polite" aria-atomic="true">
          {t.counter(index + 1, total)}
        </p>
        {onOpen ? (
          <button type="button" className="ltg-open" onClick={onOpen}>
            {t.fullScreen}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Thumbs({ photos, index, onPick }: { photos: GalleryPhoto[]; index: number; onPick: (i: number) => void }) {
  return (
    <ul className="ltg-thumbs" aria-label={t.thumbsLabel}>
      {photos.map((p, i) => (
        <li key={`${i}-${p.thumb}`}>
          <button
            type="button"
            className="ltg-thumb"
            aria-label={t.thumbLabel(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onPick(i)}
          >
            {/* Low priority: the strip must not compete with the first slide, the page's largest paint. */}
            <img
              src={p.thumb}
              alt=""
              loading="lazy"
              fetchPriority="low"
              decoding="async"
              width={72}
              height={54}
              draggable={false}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Inside the dialog: the full-size photos, starting where the page was; its moves follow on the page. */
function FullScreen({
  photos,
  title,
  start,
  onMove,
}: {
  photos: GalleryPhoto[];
  title: string;
  start: number;
  onMove: (i: number) => void;
}) {
  const slides = useSlides(photos.length, start);
  const { go, index } = slides;
  // Lay the track out on the photo the page showed, without an animation.
  useEffect(() => {
    go(start, false);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => onMove(index), [index, onMove]);
  // The dialog puts the focus on its first control, the track: the arrow keys work at once.
  return <Stage photos={photos} title={title} slides={slides} variant="full" />;
}
