/**
 * `satisfies(version, range)` for the ranges package.json and mf-manifest.json carry, by npm's own
 * rules (the `semver` package, a direct dependency): a range or version that cannot be read never
 * matches, and a pre-release matches only a range that names the same major.minor.patch.
 */
import semver from 'semver';

export function satisfies(version: string, range: string): boolean {
  const v = semver.valid(version.trim());
  if (!v || semver.validRange(range) === null) return false;
  return semver.satisfies(v, range);
}

/** `2.9.2` → `2.9`: what must match between the shell's federation runtime and a remote's. */
export function majorMinor(version: string): string | null {
  const v = semver.parse(version.trim());
  return v ? `${v.major}.${v.minor}` : null;
}
