/**
 * Two apps' copies of body-lock.ts (each app bundles its own) must agree: a card's dialog of one app
 * can open over another app's overlay. Loaded twice here, as two bundles would.
 */
type BodyLock = typeof import('../body-lock');

function twoCopies(): [BodyLock, BodyLock] {
  let a!: BodyLock;
  let b!: BodyLock;
  // Two module registries, as two bundles each evaluate their own copy.
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    a = require('../body-lock') as BodyLock;
  });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    b = require('../body-lock') as BodyLock;
  });
  return [a, b];
}

function layer(id: string): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

it('keeps one count across two copies: the page stays locked until the last layer closes', () => {
  const [first, second] = twoCopies();
  expect(first).not.toBe(second);
  const page = layer('page');
  document.body.style.overflow = 'auto';
  const overlay = layer('overlay');
  const dialog = layer('dialog');

  const unlockOverlay = first.lockBody(overlay);
  const unlockDialog = second.lockBody(dialog);
  expect(page.hasAttribute('inert')).toBe(true);
  expect(overlay.hasAttribute('inert')).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');

  unlockOverlay();
  // The dialog (the other copy's layer) is still open: the page stays inert and the scroll locked.
  expect(page.hasAttribute('inert')).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');

  unlockDialog();
  expect(page.hasAttribute('inert')).toBe(false);
  expect(overlay.hasAttribute('inert')).toBe(false);
  expect(document.body.style.overflow).toBe('auto');
  expect(document.body.getAttributeNames().filter((n) => n.startsWith('data-lt-'))).toEqual([]);
});

it('leaves an element the app made inert itself as it was', () => {
  const [lock] = twoCopies();
  const own = layer('own');
  own.setAttribute('inert', '');
  const unlock = lock.lockBody(layer('dialog'));
  unlock();
  expect(own.hasAttribute('inert')).toBe(true);
});
