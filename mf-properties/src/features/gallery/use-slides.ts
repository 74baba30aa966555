import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The current slide of a horizontal scroll-snap track. Swiping is the browser's own scrolling (no
 * touch code), so the index follows the scroll position; buttons and keys move the scroll.
 */
export function useSlides(count: number, start = 0) {
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(count - 1, 0)));
  const trackRef = useRef<HTMLUListElement>(null);
  const frame = useRef(0);
  // Where a button or key sent the track: the scroll events of its smooth animation pass through the
  // photos in between, which must not move the counter back (nor the photo full screen opens on).
  const target = useRef<number | null>(null);

  const go = useCallback(
    (next: number, smooth = true) => {
      const to = Math.min(Math.max(next, 0), count - 1);
      setIndex(to);
      const track = trackRef.current;
      // jsdom (and a track not laid out yet) has no width: the index alone is the truth then.
      if (!track || track.clientWidth === 0 || !track.scrollTo) return;
      if (Math.round(track.scrollLeft / track.clientWidth) === to) return;
      target.current = to;
      track.scrollTo({ left: to * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    },
    [count],
  );

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const at = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
      if (target.current !== null) {
        // Still on the way; once there, a finger's swipe moves the counter again.
        if (at !== target.current) return;
        target.current = null;
      }
      setIndex(at);
    });
  }, [count]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Wherever the track comes to rest is the photo, even if another scroll (a scrollbar, assistive
  // technology, a swipe without a touch event) cut a button's animation short before its target.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScrollEnd = () => {
      if (track.clientWidth === 0) return;
      target.current = null;
      setIndex(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    };
    track.addEventListener('scrollend', onScrollEnd);
    return () => track.removeEventListener('scrollend', onScrollEnd);
  }, [count]);

  /** A finger or a wheel takes over: wherever the track stops is the photo. */
  const onTakeOver = useCallback(() => {
    target.current = null;
  }, []);

  /** ←/→ one photo, Home/End the first/last; true when the key was ours. */
  const onKey = useCallback(
    (key: string): boolean => {
      if (key === 'ArrowRight') go(index + 1);
      else if (key === 'ArrowLeft') go(index - 1);
      else if (key === 'Home') go(0);
      else if (key === 'End') go(count - 1);
      else return false;
      return true;
    },
    [go, index, count],
  );

  return { index, go, onKey, onScroll, onTakeOver, trackRef };
}
