import { lazy, startTransition, Suspense, useId, useRef, useState } from 'react';
import 'rc-slider/assets/index.css';
import { StaticRange } from './static-range';
import { requestsTexts } from '../../texts';

// rc-slider (~9 KB gzip) is needed only to drag: a visitor's first load goes without it.
const RcRange = lazy(() => import('./rc-range'));

export interface RangeSliderProps {
  label: string;
  minLabel: string;
  maxLabel: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  format: (n: number) => string;
}

/**
 * rc-slider range with both handles labelled and the values shown as text (docs/product/constants.md). Until a pointer
 * comes over it (hover, touch, press), a stand-in with rc-slider's markup takes its place: same look
 * and size, and keyboard use needs nothing more.
 */
export function RangeSlider({ label, minLabel, maxLabel, min, max, step, value, onChange, format }: RangeSliderProps) {
  const labelId = useId();
  const [lo, hi] = value;
  const [wanted, setWanted] = useState(false);
  const focused = useRef<number | null>(null);
  // A transition: the stand-in stays (and keeps the focus) until rc-slider has arrived.
  const want = () => startTransition(() => setWanted(true));
  const shared = {
    min,
    max,
    step,
    value: [lo, hi] as [number, number],
    labels: [minLabel, maxLabel] as [string, string],
    format,
    onChange,
  };
  const stand = <StaticRange {...shared} onHandleFocus={(i) => (focused.current = i)} />;
  return (
    <div
      className="lt-req-slider"
      role="group"
      aria-labelledby={labelId}
      onPointerEnter={want}
      onPointerDown={want}
      onTouchStart={want}
    >
      <div className="lt-req-slider-head">
        <span id={labelId} className="lt-req-label">
          {label}
        </span>
        <output aria-live="polite">{requestsTexts.search.rangeValue(format(lo), format(hi))}</output>
      </div>
      <Suspense fallback={stand}>{wanted ? <RcRange {...shared} focusRef={focused} /> : stand}</Suspense>
    </div>
  );
}
