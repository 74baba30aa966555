/*
 * One reset after every test, registered once when a test file imports the kit: whatever a test faked
 * or signed in does not leak into the next one, and no test has to remember an afterEach of its own.
 */
type Hook = () => void;

const resets: Hook[] = [];
const checks: Hook[] = [];
let registered = false;

/**
 * Runs `reset` after each test (in registration order; `first` puts it before the others, e.g. unmounting
 * before the session it renders is cleared); `check` may throw to fail the test.
 */
export function onEachTestEnd(reset: Hook, check?: Hook, { first = false } = {}): void {
  if (first) resets.unshift(reset);
  else resets.push(reset);
  if (check) checks.push(check);
  if (registered || typeof afterEach !== 'function') return;
  registered = true;
  afterEach(() => {
    // Checks first (they read what the test did), then every reset even if a check failed.
    const failures: unknown[] = [];
    for (const c of checks) {
      try {
        c();
      } catch (err) {
        failures.push(err);
      }
    }
    for (const r of resets) r();
    if (failures.length) throw failures[0];
  });
}

/** Runs `setup` before each test (e.g. the API fence). */
export function onEachTestStart(setup: Hook): void {
  if (typeof beforeEach === 'function') beforeEach(setup);
}
