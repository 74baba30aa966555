/**
 * `satisfies(version, range)` for the ranges package.json and mf-manifest.json carry (exact, ^, ~, x,
 * comparators, hyphen ranges, ||). The `semver` package is only a transitive install here, without
 * types: a direct dependency for one function was not worth a lockfile change. Pre-releases compare by
 * their numbers only and match only a range that names the same major.minor.patch (npm's rule).
 */

type Triple = [number, number, number];
interface Version {
  nums: Triple;
  pre: string;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | null {
  const m = VERSION.exec(text.trim());
  return m ? { nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ?? '' } : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.nums[i] !== b.nums[i]) return a.nums[i]! - b.nums[i]!;
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** A partial version (`1`, `1.2`, `1.x`, `*`): the numbers given, null where it is a wildcard. */
function partial(text: string): Array<number | null> | null {
  const t = text.trim().replace(/^v/, '').replace(/[-+].*$/, '');
  if (t === '' || t === '*' || /^[xX]$/.test(t)) return [null, null, null];
  const parts = t.split('.');
  if (parts.length > 3 || parts.some((p) => !/^(\d+|[xX*])$/.test(p))) return null;
  const nums = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : null));
  while (nums.length < 3) nums.push(null);
  return nums;
}

const v = (nums: Triple, pre = ''): Version => ({ nums, pre });
type Test = (x: Version) => boolean;

/** The [lower, upper) bounds a partial version stands for. */
function bounds(p: Array<number | null>): { low: Version; high: Version | null } {
  const [a, b, c] = p;
  if (a === null) return { low: v([0, 0, 0]), high: null };
  if (b === null) return { low: v([a, 0, 0]), high: v([a + 1, 0, 0], '0') };
  if (c === null) return { low: v([a, b, 0]), high: v([a, b + 1, 0], '0') };
  return { low: v([a, b, c]), high: null };
}

function comparator(token: string): Test | null {
  const m = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(token)!;
  const op = m[1] ?? '';
  const text = m[2]!;
  const exact = parseVersion(text);
  const p = exact ? [...exact.nums] : partial(text);
  if (!p) return null;
  const { low, high } = bounds(p);
  const lowV = exact ?? low;
  const [a, b, c] = p as [number | null, number | null, number | null];
  switch (op) {
    case '':
    case '=':
      if (exact) return (x) => compare(x, exact) === 0;
      return (x) => compare(x, low) >= 0 && (!high || compare(x, high) < 0);
    case '>=':
      return (x) => compare(x, lowV) >= 0;
    case '>':
      return exact ? (x) => compare(x, exact) > 0 : high ? (x) => compare(x, high) >= 0 : () => false;
    case '<':
      return (x) => compare(x, lowV) < 0;
    case '<=':
      return exact ? (x) => compare(x, exact) <= 0 : high ? (x) => compare(x, high) < 0 : () => true;
    case '~':
    case '~>': {
      const upper = a === null ? null : b === null ? v([a + 1, 0, 0], '0') : v([a, b + 1, 0], '0');
      return (x) => compare(x, lowV) >= 0 && (!upper || compare(x, upper) < 0);
    }
    case '^': {
      if (a === null) return () => true;
      const upper =
        a > 0 || b === null ? v([a + 1, 0, 0], '0') : b > 0 || c === null ? v([0, b + 1, 0], '0') : v([0, 0, (c ?? 0) + 1], '0');
      return (x) => compare(x, lowV) >= 0 && compare(x, upper) < 0;
    }
    default:
      return null;
  }
}

function comparatorSet(text: string): { tests: Test[]; allowsPre: Triple[] } | null {
  const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(text);
  const tokens = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : text.trim().replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
  const tests: Test[] = [];
  const allowsPre: Triple[] = [];
  for (const token of tokens.length ? tokens : ['*']) {
    const t = comparator(token);
    if (!t) return null;
    tests.push(t);
    const pre = parseVersion(token.replace(/^(\^|~>?|>=|<=|>|<|=)/, ''));
    if (pre?.pre) allowsPre.push(pre.nums);
  }
  return { tests, allowsPre };
}

/** Whether `version` is in `range`; a range or version that cannot be read never matches. */
export function satisfies(version: string, range: string): boolean {
  const x = parseVersion(version);
  if (!x) return false;
  return range.split('||').some((part) => {
    const set = comparatorSet(part);
    if (!set || !set.tests.every((t) => t(x))) return false;
    return !x.pre || set.allowsPre.some((n) => n.every((k, i) => k === x.nums[i]));
  });
}

/** `2.9.2` → `2.9`: what must match between the shell's federation runtime and a remote's. */
export function majorMinor(version: string): string | null {
  const x = parseVersion(version);
  return x ? `${x.nums[0]}.${x.nums[1]}` : null;
}
