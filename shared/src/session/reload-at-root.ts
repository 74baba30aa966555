/**
 * docs/product/rules.md: after logout go to the root and reload. jsdom cannot navigate, so the navigation goes
 * through a replaceable slot that `@lotengo/shared/testing` (fakePageReload) swaps for a mock.
 */
export const pageNavigation = {
  reloadAtRoot(): void {
    window.location.assign('/');
  },
};

export function reloadAtRoot(): void {
  pageNavigation.reloadAtRoot();
}
