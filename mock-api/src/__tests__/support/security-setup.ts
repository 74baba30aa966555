// Shared setup for the security tests: importing this module registers the hooks.
import { makeTestApp, type TestApp } from './test-app';

export let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

export const contact = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  message: 'Hola, quiero información.',
};
