import { PROCESS_BUY, PROCESS_RENT, type ConfigParameter } from '../contracts';
import { SLIDER_STEPS } from '../constants';

export interface Bounds {
  min: number;
  max: number;
  step: number;
}

export interface ConfigParams {
  /** Every parameter as sent (typeField → value). */
  raw: Readonly<Record<string, string>>;
  /** Budget bounds of an operation (docs/product/rules.md): rent or buy; any other value → zeros (budget off). */
  budgetBounds: (tprocessId: number | null | undefined) => Bounds;
  areaBounds: Bounds;
  /** typeOwnerProperty split by commas, trimmed, empties dropped. */
  ownerTypes: string[];
}

const ZERO: Bounds = { min: 0, max: 0, step: 0 };

/** A config value as a number; missing or garbled → 0, so a bad parameter hides a slider instead of crashing. */
function num(raw: Record<string, string>, key: string): number {
  const value = raw[key];
  if (value == null || value.trim() === '') return 0;
  const n = Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
}

function bounds(raw: Record<string, string>, minKey: string, maxKey: string, step: number): Bounds {
  const a = num(raw, minKey);
  const b = num(raw, maxKey);
  // Swapped values in the config should not produce an inverted slider.
  return { min: Math.min(a, b), max: Math.max(a, b), step };
}

/** Pure: parses GET /config-parameter (docs/product/constants.md keys). */
export function parseConfigParameters(list: readonly ConfigParameter[]): ConfigParams {
  const raw: Record<string, string> = {};
  for (const p of list) raw[p.typeField] = p.value;
  const rent = bounds(raw, 'limit_min_alquiler', 'limit_max_alquiler', SLIDER_STEPS.rent);
  const buy = bounds(raw, 'limit_min_venta', 'limit_max_venta', SLIDER_STEPS.buy);
  return {
    raw,
    budgetBounds: (tprocessId) => {
      const id = Number(tprocessId);
      if (id === PROCESS_RENT) return rent;
      if (id === PROCESS_BUY) return buy;
      return ZERO;
    },
    areaBounds: bounds(raw, 'limit_min_area', 'limit_max_area', SLIDER_STEPS.area),
    ownerTypes: (raw.typeOwnerProperty ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
