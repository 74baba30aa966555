import type { KeyboardEvent } from 'react';

export interface StaticRangeProps {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  labels: [string, string];
  format: (n: number) => string;
  onChange: (value: [number, number]) => void;
  onHandleFocus?: (index: number | null) => void;
}

/** rc-slider's keys: arrows one step, Page Up/Down two, Home/End the ends. */
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 2,
  PageDown: -2,
};

const offset = (n: number, min: number, max: number) => `${max > min ? ((n - min) / (max - min)) * 100 : 0}%`;

/**
 * rc-slider's own markup and classes, drawn before its code is loaded (range-slider.tsx): the same
 * size and look, so nothing moves when it is swapped in, and already usable from the keyboard (a
 * slider with the same name and values, the same keys). Dragging needs rc-slider: a pointer over the
 * group loads it.
 */
export function StaticRange({ min, max, step, value, labels, format, onChange, onHandleFocus }: StaticRangeProps) {
  const [lo, hi] = value;
  const move = (index: 0 | 1, e: KeyboardEvent<HTMLDivElement>) => {
    const current = value[index];
    let next: number;
    if (e.key === 'Home') next = min;
    else if (e.key === 'End') next = max;
    else if (e.key in STEPS) next = current + STEPS[e.key]! * step;
    else return;
    e.preventDefault();
    // As rc-slider with allowCross={false}: a handle stops at the other one.
    next = index === 0 ? Math.min(Math.max(next, min), hi) : Math.max(Math.min(next, max), lo);
    if (next !== current) onChange(index === 0 ? [next, hi] : [lo, next]);
  };
  return (
    <div className="rc-slider rc-slider-horizontal" data-stand-in="">
      <div className="rc-slider-rail" />
      <div
        className="rc-slider-track rc-slider-track-1"
        style={{ left: offset(lo, min, max), width: `calc(${offset(hi, min, max)} - ${offset(lo, min, max)})` }}
      />
      <div className="rc-slider-step" />
      {([0, 1] as const).map((index) => (
        <div
          key={index}
          className={`rc-slider-handle rc-slider-handle-${index + 1}`}
          style={{ left: offset(value[index], min, max), transform: 'translateX(-50%)' }}
          tabIndex={0}
          role="slider"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value[index]}
          aria-label={labels[index]}
          aria-valuetext={format(value[index])}
          aria-orientation="horizontal"
          onKeyDown={(e) => move(index, e)}
          onFocus={() => onHandleFocus?.(index)}
          onBlur={() => onHandleFocus?.(null)}
        />
      ))}
    </div>
  );
}
