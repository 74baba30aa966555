import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RangeSlider } from '../range-slider';

const format = (n: number) => `S/ ${n}`;

function Harness({ initial = [200, 600] as [number, number], onChange = jest.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <RangeSlider
      label="Precio"
      minLabel="Precio mínimo"
      maxLabel="Precio máximo"
      min={0}
      max={1000}
      step={100}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      format={format}
    />
  );
}

const handle = (name: string) => screen.getByRole('slider', { name });
const standIns = () => document.querySelectorAll('[data-stand-in]').length;

describe('RangeSlider', () => {
  it(
    'before rc-slider loads: labelled sliders with values and the keyboard working (one step, ' +
      'no crossing, Home/End)',
    () => {
      const onChange = jest.fn();
      render(<Harness onChange={onChange} />);
      const lo = handle('Precio mínimo');
      expect(lo).toHaveAttribute('aria-valuenow', '200');
      expect(lo).toHaveAttribute('aria-valuetext', 'S/ 200');
      expect(handle('Precio máximo')).toHaveAttribute('aria-valuenow', '600');
      expect(screen.getByText('S/ 200 – S/ 600')).toBeInTheDocument();

      fireEvent.keyDown(lo, { key: 'ArrowRight' });
      expect(onChange).toHaveBeenLastCalledWith([300, 600]);
      fireEvent.keyDown(lo, { key: 'PageUp' });
      expect(onChange).toHaveBeenLastCalledWith([500, 600]);
      fireEvent.keyDown(lo, { key: 'End' });
      expect(onChange).toHaveBeenLastCalledWith([600, 600]);
      fireEvent.keyDown(handle('Precio máximo'), { key: 'Home' });
      expect(handle('Precio máximo')).toHaveAttribute('aria-valuenow', '600');
      fireEvent.keyDown(lo, { key: 'Home' });
      expect(onChange).toHaveBeenLastCalledWith([0, 600]);
      expect(screen.getByText('S/ 0 – S/ 600')).toBeInTheDocument();
      fireEvent.keyDown(lo, { key: 'a' });
      expect(onChange).toHaveBeenCalledTimes(4);
    },
  );

  it('a pointer over it swaps in rc-slider with the same values, and a focused handle keeps the focus', async () => {
    render(<Harness />);
    expect(standIns()).toBe(1);
    const standIn = handle('Precio máximo');
    standIn.focus();
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Precio' }));
    await waitFor(() => expect(standIns()).toBe(0));
    const real = handle('Precio máximo');
    expect(real).toHaveAttribute('aria-valuenow', '600');
    expect(handle('Precio mínimo')).toHaveAttribute('aria-valuenow', '200');
    expect(real).toHaveFocus();
    expect(document.querySelector('.rc-slider-handle-2')).toBe(real);
  });

  it(
    "the stand-in copies rc-slider's markup: every rc-slider class it renders, the real slider renders too (an " +
      'upgrade that renames one fails here)',
    async () => {
      const sliderClasses = () =>
        new Set(
          [...document.querySelectorAll('[class*="rc-slider"]')].flatMap((el) =>
            [...el.classList].filter((c) => c.startsWith('rc-slider')),
          ),
        );
      render(<Harness />);
      expect(standIns()).toBe(1);
      const copied = sliderClasses();
      expect(copied.size).toBeGreaterThan(3);
      fireEvent.pointerEnter(screen.getByRole('group', { name: 'Precio' }));
      await waitFor(() => expect(standIns()).toBe(0));
      const real = sliderClasses();
      expect([...copied].filter((c) => !real.has(c))).toEqual([]);
    },
  );
});
