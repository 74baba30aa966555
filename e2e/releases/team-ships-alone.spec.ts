/**
 * A team's own change reaches people when that team alone releases (issue 36): the inbox team changes how
 * its own price helper prints a price (mf-inbox/src/lib/format-price.ts), builds mf-inbox from that tree,
 * releases and promotes mf-inbox alone with the deploy gate on (its smoke run included), and Diego's
 * "Mis Ofertas" shows the new format; the shell and the other remotes stay on their versions. Back to
 * the previous version, the old format returns.
 *
 * The change is built from a copy of mf-inbox beside the repository's node_modules (so @lotengo/shared is
 * the repository's own), never by editing the tree other journeys build from.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUser, expect, inboxOf, login, paths, test, type Page } from '../support';
import { E2E_PORT_OFFSET } from '../support/env';
import { laneDeployment, liveVersion, releasesDir } from '../support/releases';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { APP_NAMES } from '@lotengo/platform/releases/layout';
import { addBuild, promote, rollback } from '../../scripts/lib/releases/operations';
import type { GateVerdict } from '../../scripts/lib/releases/can-deploy';

const { diego } = demoUser;
const HELPER = path.join('src', 'lib', 'format-price.ts');
/** The inbox team's change: thousands grouped with dots ("$ 1.250") instead of commas. */
const CHANGED = "return formatThousands(n).replace(/,/g, '.');";

/** mf-inbox built from a copy whose price helper groups thousands with dots; the build's folder. */
async function buildChangedInbox(tmp: string): Promise<string> {
  const copy = path.join(tmp, 'mf-inbox');
  const source = (src: string) => !/[\\/](node_modules|dist)$/.test(src);
  fs.cpSync(path.join(ROOT_DIR, 'mf-inbox'), copy, { recursive: true, filter: source });
  fs.copyFileSync(path.join(ROOT_DIR, 'tsconfig.base.json'), path.join(tmp, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const helper = fs.readFileSync(path.join(copy, HELPER), 'utf8');
  expect(helper, 'el formateador del buzón ya no acaba en formatThousands(n)').toContain('return formatThousands(n);');
  fs.writeFileSync(path.join(copy, HELPER), helper.replace('return formatThousands(n);', CHANGED));
  const webpack = path.join(ROOT_DIR, 'node_modules', 'webpack', 'bin', 'webpack.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', webpack, '--mode', 'production'], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: 'production', LOTENGO_OUT_DIR: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    const failed = (code: number | null) => new Error(`webpack de mf-inbox salió con ${code}: ${errors.slice(-2000)}`);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(failed(code))));
  });
  return path.join(copy, 'dist');
}

/** An offer of Diego's whose price the helper prints with a thousands separator (1,000 to 19,999). */
async function offerPrice(): Promise<number> {
  const grouped = (p: number) => p >= 1000 && p <= 19_999 && Number.isInteger(p);
  const prices = (await inboxOf(diego)).map((e) => e.propertyDetail.price).filter(grouped);
  expect(prices.length, 'Diego no tiene una oferta de entre 1,000 y 19,999').toBeGreaterThan(0);
  return prices[0]!;
}

async function pricesShown(page: Page): Promise<string[]> {
  await page.goto(paths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
  const prices = page.locator('.lt-inbox-card__price');
  await expect(prices.first()).toBeVisible();
  return prices.allInnerTexts();
}

const grouped = (n: number, sep: string) => `$ ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)}`;

test.describe.serial('un equipo publica su cambio solo', () => {
  test.setTimeout(420_000);
  let tmp = '';
  test.afterAll(() => tmp && fs.rmSync(tmp, { recursive: true, force: true }));

  const title = 'mf-inbox, su formateador cambiado, publicado y promovido solo con la puerta: Mis Ofertas lo muestra';
  test(title, async ({ page }) => {
    const before = Object.fromEntries(APP_NAMES.map((app) => [app, liveVersion(app)]));
    const price = await offerPrice();
    await login(page, diego);
    expect(await pricesShown(page)).toContain(grouped(price, ','));

    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-team-alone-'));
    const { record } = addBuild({ store: releasesDir(), app: 'mf_inbox', builtDir: await buildChangedInbox(tmp) });
    const env = { ...process.env, LOTENGO_GATE_PORT_OFFSET: String(E2E_PORT_OFFSET) };
    const deployment = { ...laneDeployment(), env };
    const verdicts: GateVerdict[] = [];
    const gate = { onVerdict: (v: GateVerdict) => verdicts.push(v) };
    const why = 'e2e: formato del buzón';
    await promote({ deployment, app: 'mf_inbox', version: record.version, why, gate });
    expect(verdicts.flatMap((v) => v.reasons)).toEqual([]);
    // The gate's smoke run passed having reached every route and dialog of the candidate: the inbox as
    // Diego, and "Me gusta" opened the visit scheduler (tried offer by offer: one of his has no hours).
    expect(verdicts.map((v) => v.timings.smoke)).not.toContain(null);
    const notes = verdicts.flatMap((v) => v.notes).join('\n');
    expect(notes).not.toMatch(/no se visita|no hay un botón/);
    expect(notes).toMatch(/Prueba de humo: \d+ páginas \(visitor, diego\)/);
    expect(liveVersion('mf_inbox')).toBe(record.version);
    // Nobody else released: every other app is on the version it had.
    for (const app of APP_NAMES.filter((a) => a !== 'mf_inbox')) expect(liveVersion(app)).toBe(before[app]);

    // A new tab of Diego's: the new inbox, with the inbox team's format; the shell is the same version.
    const fresh = await page.context().newPage();
    await login(fresh, diego);
    const shown = await pricesShown(fresh);
    expect(shown).toContain(grouped(price, '.'));
    expect(shown).not.toContain(grouped(price, ','));
    await fresh.close();

    await rollback({ deployment, app: 'mf_inbox', why: 'e2e: vuelta al formato anterior' });
    expect(liveVersion('mf_inbox')).toBe(before.mf_inbox);
    const back = await page.context().newPage();
    await login(back, diego);
    expect(await pricesShown(back)).toContain(grouped(price, ','));
    await back.close();
  });
});
