import { useId } from 'react';
import Slider from 'rc-slider';
import 'rc-slider/assets/index.css';
import { messages } from '@lotengo/shared';

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

/** rc-slider range with both handles labelled and the values shown as text (SPEC §9). */
export function RangeSlider({ label, minLabel, maxLabel, min, max, step, value, onChange, format }: RangeSliderProps) {
  const labelId = useId();
  const [lo, hi] = value;
  return (
    <div className="lt-req-slider" role="group" aria-labelledby={labelId}>
      <div className="lt-req-slider-head">
        <span id={labelId} className="lt-req-label">
          {label}
        </span>
        <output aria-live="polite">{messages.requests.search.rangeValue(format(lo), format(hi))}</output>
      </div>
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={[lo, hi]}
        allowCross={false}
        onChange={(v) => {
          if (Array.isArray(v) && v.length === 2) onChange([v[0], v[1]]);
        }}
        ariaLabelForHandle={[minLabel, maxLabel]}
        ariaValueTextFormatterForHandle={[format, format]}
      />
    </div>
  );
}
