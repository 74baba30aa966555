/** The browser's zod locale when its chunk cannot load (offline, or gone after a release): tried again. */
import { waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { validation } from '../../i18n/validation';
import '../default-locale-browser';

let attempts = 0;
// The first load fails as a missing chunk does; the next one finds zod's CommonJS locale.
jest.mock('zod/v4/locales/es.js', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('Loading chunk zod-locale-es failed');
  return jest.requireActual('zod/v4/locales/es.cjs');
});

const message = () => {
  const out = z.safeParse(z.string(), 42);
  return out.success ? '' : out.error.issues[0]!.message;
};

describe('default-locale-browser, when the locale fails to load', () => {
  it('keeps the plain sentence and tries again with the next issue', async () => {
    expect(message()).toBe(validation.invalidValue);
    // Each issue after the failure asks again (waitFor makes one per try), and the second load works.
    await waitFor(() => expect(message()).toMatch(/^Entrada inválida/));
    expect(attempts).toBe(2);
  });
});
