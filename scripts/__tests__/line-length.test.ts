import { isChecked, longLines, MAX_LINE } from '../lib/style/line-length';

describe('the line limit', () => {
  it('counts characters, not bytes: 120 accented letters or arrows fit, 121 do not', () => {
    expect(longLines('a.md', '→'.repeat(MAX_LINE))).toEqual([]);
    expect(longLines('a.md', `ok\n${'ñ'.repeat(MAX_LINE + 1)}\nok`)).toEqual([{ file: 'a.md', line: 2, length: 121 }]);
  });

  it('covers code, styles, docs and scripts; not data, nor what the ignore list names', () => {
    const none = () => false;
    for (const f of ['shell/src/app.tsx', 'docs/x.md', 'a/b.css', '.ci/run', '.github/CODEOWNERS', 'x.mjs']) {
      expect(isChecked(f, none)).toBe(true);
    }
    for (const f of ['package-lock.json', 'a/b.svg', 'firebase.json']) expect(isChecked(f, none)).toBe(false);
    expect(isChecked('shell/dist/main.js', (f) => f.includes('/dist/'))).toBe(false);
  });
});
