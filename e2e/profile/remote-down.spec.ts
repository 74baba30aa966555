/**
 * The profile mounts cards of two other remotes. With mf-requests stopped for real, only the request
 * list says so (with Reintentar); the sidebar, the matches and the properties tab keep working.
 */
import { checkA11y, demoUser, expect, login, paths, startService, stopService, test } from '../support';

test.afterEach(async () => {
  // Whatever happened, the next journeys find the server up.
  await startService('mf_requests');
});

test('sin mf-requests, solo la lista de solicitudes del perfil avisa; el resto sigue funcionando', async ({ page }) => {
  await login(page, demoUser.diego);
  await stopService('mf_requests');
  await page.goto(paths.profileTab('solicitudes'));

  const list = page.getByRole('region', { name: 'Mis solicitudes' });
  const notice = list.getByRole('alert').filter({ hasText: /no está disponible en este momento/ });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The count and the link come from mf-account itself.
  await expect(list.getByText(/^\d+ Resultados$/)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Añade una nueva solicitud' })).toBeVisible();
  // Sidebar and matches are not affected.
  await expect(page.getByRole('heading', { name: 'Diego Fernández' })).toBeVisible();
  const matches = page.getByRole('region', { name: 'Mis Matchs' });
  await expect(matches.getByText(/Coincide en:/).first()).toBeVisible({ timeout: 20_000 });
  await expect(matches.getByRole('alert')).toHaveCount(0);
  await checkA11y(page);

  // The other tab's cards come from mf-properties, which is up.
  await page.getByRole('tab', { name: 'Mis propiedades' }).click();
  await expect(page.getByRole('region', { name: 'Mis propiedades' }).getByRole('alert')).toHaveCount(0);

  // Back up: Reintentar on the first tab mounts the cards without a reload.
  await startService('mf_requests');
  await page.getByRole('tab', { name: 'Mis solicitudes' }).click();
  const again = page.getByRole('region', { name: 'Mis solicitudes' }).getByRole('alert');
  if (await again.count()) await again.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Mis solicitudes' })
      .getByRole('link', { name: /Editar/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
});
