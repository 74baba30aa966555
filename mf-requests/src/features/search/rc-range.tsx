import { useEffect, useRef, type RefObject } from 'react';
import Slider from 'rc-slider';
import type { StaticRangeProps } from './static-range';

export interface RcRangeProps extends Omit<StaticRangeProps, 'onHandleFocus'> {
  /** The handle that has the focus in the stand-in (static-range.tsx), if any: it keeps it. */
  focusRef: RefObject<number | null>;
}

/** rc-slider itself, in its own chunk (range-slider.tsx loads it when a pointer comes near). */
export default function RcRange({ min, max, step, value, labels, format, onChange, focusRef }: RcRangeProps) {
  const box = useRef<HTMLDivElement>(null);
  // Once, when it replaces the stand-in.
  useEffect(() => {
    const index = focusRef.current;
    if (index !== null) box.current?.querySelectorAll<HTMLElement>('.rc-slider-handle')[index]?.focus();
  }, [focusRef]);
  return (
    <div ref={box}>
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={value}
        allowCross={false}
        onChange={(v) => {
          if (Array.isArray(v) && v.length === 2) onChange([v[0]!, v[1]!]);
        }}
        ariaLabelForHandle={labels}
        ariaValueTextFormatterForHandle={[format, format]}
      />
    </div>
  );
}
