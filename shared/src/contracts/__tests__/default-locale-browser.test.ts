/** The browser's zod locale: a plain Spanish sentence at once, zod's Spanish words once the first issue loaded them. */
import { waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import '../default-locale-browser';

// jest runs CommonJS: the same locale from zod's CommonJS build (the browser bundles the ES module).
jest.mock('zod/v4/locales/es.js', () => jest.requireActual('zod/v4/locales/es.cjs'));

const message = () => {
  const out = z.safeParse(z.string(), 42);
  return out.success ? '' : out.error.issues[0]!.message;
};

describe('default-locale-browser', () => {
  it('answers in Spanish before the locale is there, and with its words after', async () => {
    expect(message()).toBe('El valor no es válido.');
    await waitFor(() => expect(message()).toMatch(/^Entrada inválida/));
  });
});
