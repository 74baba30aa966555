import { pageNavigation } from '../session/reload-at-root';
import { onEachTestEnd } from './lifecycle';

const original = pageNavigation.reloadAtRoot;

/** Replaces the reload to the root that logout does (jsdom cannot navigate); restored after each test. */
export function fakePageReload(): jest.MockedFunction<() => void> {
  const mock = jest.fn();
  pageNavigation.reloadAtRoot = mock;
  return mock;
}

onEachTestEnd(() => {
  pageNavigation.reloadAtRoot = original;
});
