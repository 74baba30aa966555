/** SPEC §4: after logout go to the root and reload. Its own module so tests can replace it (jsdom cannot navigate). */
export function reloadAtRoot(): void {
  window.location.assign('/');
}
