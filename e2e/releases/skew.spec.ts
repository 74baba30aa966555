/**
 * Skew protection as a seeker meets it: a tab opened on one version of every app keeps working
 * while a team releases and promotes a new version of its app (every hashed file renamed), a new tab
 * gets the new version, a rollback reaches the next new tab, and a version pruned under an open tab
 * gives the "Recargar" notice, never an uncaught error.
 */
import {
  type BrowserContext,
  demoUser,
  dismissToasts,
  E2E_PORTS,
  expect,
  expectToast,
  hoursOf,
  inboxOf,
  login,
  type Page,
  paths,
  propertiesOf,
  sendOffer,
  test,
} from '../support';
import {
  deleteVersion,
  liveVersion,
  promoteTo,
  releaseRenamed,
  requestsTo,
  rollbackApp,
  watchProblems,
} from '../support/releases';

const { diego } = demoUser;
const INBOX_ORIGIN = `http://localhost:${E2E_PORTS.mf_inbox}`;
const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true }).first();
const icsButton = (page: Page) => page.getByRole('button', { name: /^Agregar a mi calendario \(\.ics\)/ }).first();

/** A pending offer for Diego of a property with visit hours: what "Me gusta" → scheduler needs. */
async function pendingOfferWithHours(): Promise<string> {
  const inbox = await inboxOf(diego);
  for (const owner of [demoUser.lucia, demoUser.carlos, demoUser.renzo, demoUser.jorge]) {
    for (const property of await propertiesOf(owner)) {
      if (inbox.some((e) => e.propertyId === property.propertyId)) continue;
      // A placeholder title is shown as a generated one (displayTitle): pick a property with its own.
      if (!property.title || property.title === 'no-title-property') continue;
      if ((await hoursOf(diego, property.propertyId)).length === 0) continue;
      return (await sendOffer(owner, property.propertyId, diego)).propertyDetail.title;
    }
  }
  throw new Error('No hay una propiedad con horarios que enviar a Diego');
}

/** A new tab: its own session storage, so it signs in like a person opening the site again. */
async function newSignedInTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await login(tab, diego);
  return tab;
}

async function openInbox(page: Page): Promise<void> {
  await page.goto(paths.inbox);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
  await dismissToasts(page);
}

test.describe.serial('versiones: una pestaña abierta sobrevive a un despliegue', () => {
  test.setTimeout(300_000);

  test(
    'mf-inbox v2 en vivo: la pestaña abierta en ' +
      'v1 agenda, descarga ' +
      'el .ics y navega; una ' +
      'nueva recibe v2; rollback',
    async ({ page, context }) => {
      const v1 = liveVersion('mf_inbox');
      const offerTitle = await pendingOfferWithHours();
      await login(page, diego);
      const oldTabFiles = requestsTo(page, INBOX_ORIGIN);
      await openInbox(page);
      const problems = watchProblems(page);

      const v2 = await releaseRenamed('mf_inbox', `skew-${Date.now()}`);
      expect(v2).not.toBe(v1);
      await promoteTo('mf_inbox', v2, 'e2e: despliegue con la pestaña abierta');

      // The old tab, on v1: like → the scheduler (its code loads now), book, then the .ics writer.
      const offer = card(page, offerTitle);
      await offer.getByRole('button', { name: `Me gusta: ${offerTitle}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Agenda aquí tu visita' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('group', { name: 'Fecha' }).getByRole('radio').first().check();
      await dialog.getByRole('group', { name: 'Horario' }).getByRole('radio').first().check();
      await dialog.getByRole('button', { name: 'Agenda tu visita' }).click();
      await expectToast(page, 'Se notificará al usuario titular de esa propiedad sobre su preferencia', 'Muy bien...');
      await dismissToasts(page);
      const visit = offer.getByRole('region', { name: 'Tu visita' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        visit.getByRole('button', { name: /^Agregar a mi calendario \(\.ics\)/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);

      // Every tab of the inbox, then the other remotes and back.
      for (const name of ['Visitas a mis propiedades', 'Ofertas recibidas']) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      }
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await nav.getByRole('link', { name: 'Mis propiedades', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible();
      await nav.getByRole('link', { name: 'Explorar', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeVisible();
      await nav.getByRole('link', { name: /^Mis Ofertas/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible();

      expect(problems).toEqual([]);
      expect(oldTabFiles.length).toBeGreaterThan(0);
      expect(oldTabFiles.filter((u) => !u.includes(`/${v1}/`))).toEqual([]);

      // A new tab gets v2.
      const fresh = await newSignedInTab(context);
      const freshFiles = requestsTo(fresh, INBOX_ORIGIN);
      await openInbox(fresh);
      expect(freshFiles.some((u) => u.includes(`/${v2}/`))).toBe(true);
      expect(freshFiles.filter((u) => u.includes(`/${v1}/`))).toEqual([]);
      await fresh.close();

      // Rollback: the next new tab is on v1 again, with no rebuild.
      const started = Date.now();
      await rollbackApp('mf_inbox', 'e2e: vuelta atrás');
      const back = await newSignedInTab(context);
      const backFiles = requestsTo(back, INBOX_ORIGIN);
      await openInbox(back);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(backFiles.some((u) => u.includes(`/${v1}/`))).toBe(true);
      expect(backFiles.filter((u) => u.includes(`/${v2}/`))).toEqual([]);
      await back.close();
      expect(liveVersion('mf_inbox')).toBe(v1);
    },
  );

  test(
    'shell v2 en vivo: la pestaña abierta sigue con ' + 'su versión; una nueva ' + 'carga la nueva; rollback',
    async ({ page, context }) => {
      const v1 = liveVersion('shell');
      await login(page, diego);
      const oldTabFiles = requestsTo(page, SHELL_ORIGIN);
      await openInbox(page);
      const problems = watchProblems(page);

      const v2 = await releaseRenamed('shell', `skew-${Date.now()}`);
      await promoteTo('shell', v2, 'e2e: despliegue del shell con la pestaña abierta');

      // The old tab moves between pages of every remote, opens the account menu and signs nothing out.
      const nav = page.getByRole('navigation', { name: 'Principal' });
      for (const [link, heading] of [
        ['Mis Solicitudes', 'Mis Solicitudes'],
        ['Mis propiedades', 'Mis Propiedades'],
        ['Contacto', null],
        ['Explorar', 'Búsqueda de solicitudes'],
      ] as const) {
        await nav.getByRole('link', { name: link, exact: true }).click();
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        else await expect(page.getByRole('button', { name: 'Enviar Consulta' })).toBeVisible();
      }
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Hola, Diego/ })
        .click();
      await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
      expect(oldTabFiles.filter((u) => /\.(js|css)$/.test(u) && !u.includes(`/${v1}/`))).toEqual([]);

      const fresh = await newSignedInTab(context);
      expect(await fresh.locator('script[src$="/main.js"]').getAttribute('src')).toBe(`/${v2}/main.js`);
      await expect(fresh.getByRole('banner').getByRole('button', { name: /^Hola, Diego/ })).toBeVisible();
      await fresh.close();

      await rollbackApp('shell', 'e2e: vuelta atrás del shell');
      const back = await context.newPage();
      await back.goto(paths.home);
      expect(await back.locator('script[src$="/main.js"]').getAttribute('src')).toBe(`/${v1}/main.js`);
      await back.close();
    },
  );

  test(
    'una versión eliminada bajo una ' + 'pestaña abierta: aviso ' + 'con "Recargar", sin ' + 'errores no capturados',
    async ({ page }) => {
      const v1 = liveVersion('mf_inbox');
      const gone = await releaseRenamed('mf_inbox', `pruned-${Date.now()}`);
      await promoteTo('mf_inbox', gone, 'e2e: versión que se eliminará');
      await login(page, diego);
      const tabFiles = requestsTo(page, INBOX_ORIGIN);
      await openInbox(page);
      expect(tabFiles.some((u) => u.includes(`/${gone}/`))).toBe(true);
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(e.message));

      // Days later the team rolled back and the version was pruned, while this tab stayed open.
      await rollbackApp('mf_inbox', 'e2e: vuelta atrás antes de eliminar');
      deleteVersion('mf_inbox', gone);

      // The .ics writer is a chunk of the pruned version: the notice, not a silent failure.
      await icsButton(page).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Hay una versión nueva de Lo Tengo' });
      await expect(notice).toBeVisible();
      expect(uncaught).toEqual([]);

      // "Recargar": the page comes back on the live version.
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Recargar' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
      await expect(notice).toHaveCount(0);
      // The heading is the prerendered page's: the remote's files come after it.
      await expect.poll(() => tabFiles.some((u) => u.includes(`/${v1}/`)), { timeout: 30_000 }).toBe(true);
      expect(liveVersion('mf_inbox')).toBe(v1);
    },
  );
});
