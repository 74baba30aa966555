/**
 * "Demanda" loads only on its route, and its own JavaScript (page, charts, demand contracts and texts, and
 * whatever else only it needs) is at most 60 KB gzip: counted as a visitor goes from the home page to it.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@lotengo/shared/routing';
import { describeScripts, phoneContextOptions, trackScripts } from '../../scripts/bench/web-bytes';
import { E2E_URLS } from '../support/env';
import { shellTexts } from '@lotengo/shell/texts';

const PAGE_OWN_JS_MAX = 60 * 1024;

test('el JavaScript propio de /page/demanda, gráficos incluidos, es como mucho 60 KB gzip y no se carga antes', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext(phoneContextOptions());
  try {
    const page = await context.newPage();
    const home = trackScripts(page);
    await page.goto(`${E2E_URLS.shell}${paths.home}`);
    await home.networkIdle();
    const before = await home.result(paths.home);
    expect(
      before.scripts.filter((s) => /demand/.test(s.url)),
      'la portada no carga el código de Demanda',
    ).toEqual([]);

    const own = trackScripts(page);
    await page.getByRole('link', { name: shellTexts.home.demandLink }).click();
    await expect(page.getByTestId('demand-total')).toBeVisible();
    await own.networkIdle();
    const result = await own.result(paths.demand);
    await testInfo.attach('scripts de /page/demanda', { body: describeScripts(result), contentType: 'text/plain' });
    expect(
      result.scripts.some((s) => /demand_page/.test(s.url)),
      'se cargó la página',
    ).toBe(true);
    expect(result.gzip, `JavaScript propio de /page/demanda:\n${describeScripts(result)}`).toBeLessThanOrEqual(
      PAGE_OWN_JS_MAX,
    );
  } finally {
    await context.close();
  }
});
