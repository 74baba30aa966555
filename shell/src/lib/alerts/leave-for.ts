/** A full page load of `href`: what a document link does, after something had to finish first. Its own module so
 * tests can stand in for the navigation jsdom lacks. */
export function leaveFor(href: string): void {
  window.location.assign(href);
}
