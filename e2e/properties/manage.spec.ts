/**
 * An owner manages her properties: "Mis Propiedades", the card's buttons, editing, closing
 * ("Ya se alquiló") with a confirmation, and reopening. A closed property's pending offer shows as
 * withdrawn in the seeker's inbox (read through the API: isWithdrawn 1) and the property leaves
 * "¡Lo tengo!" linking; reopening undoes both. Someone else cannot edit it.
 * The offer it works on is made through the API (luciasPendingOffer), so no other journey's choices
 * in Diego's inbox change what it finds.
 */
import type { InboxEntry } from '@lotengo/shared/contracts';
import {
  checkA11y,
  demoUser,
  dismissToasts,
  E2E_URLS,
  expect,
  expectToast,
  inboxOf,
  login,
  paths,
  propertiesOf,
  propertyOf,
  propertyPayload,
  publishProperty,
  reopenProperty,
  requestOf,
  requestsOf,
  sendToInbox,
  test,
  type Page,
} from '../support';

const diegoInbox = () => inboxOf(demoUser.diego);

/**
 * A pending offer of one of Lucía's rentals in Diego's inbox, made for this file through the API: a
 * flat that answers one of Diego's rental requests (same district, operation and type, price inside
 * the budget), sent to it. The seed's own pending offer is not used: the inbox journeys answer it.
 */
let arranged: Promise<number> | null = null;
async function luciasPendingOffer(): Promise<InboxEntry> {
  arranged ??= (async () => {
    const request = (await requestsOf(demoUser.diego)).find(
      (r) => r.tprocessId === 2 && (r.state ?? 'active') === 'active',
    );
    expect(request, 'Diego tiene una solicitud de alquiler publicada en el seed').toBeDefined();
    const r = request!;
    const { propertyId } = await publishProperty(
      demoUser.lucia,
      propertyPayload(demoUser.lucia.userCode, r.ubigeoId, {
        address: `Av. Prueba ${Date.now().toString(36)}`,
        tprocessId: r.tprocessId,
        tpropertyId: r.tpropertyId,
        price: Math.round((r.costInit + r.costEnd) / 2),
        numberBedrooms: Math.max(r.numberBedrooms, 1),
        numberBathrooms: Math.max(r.numberBathrooms, 1),
        numberParkinglot: r.numberParkinglot,
      }),
    );
    return (
      await sendToInbox(demoUser.lucia, {
        propertyId,
        userCode: demoUser.diego.userCode,
        houseRequestId: r.houseRequestId,
        isAccepted: 0,
        isRead: 0,
      })
    ).idInboxProperty;
  })();
  const id = await arranged;
  const row = (await diegoInbox()).find((e) => e.idInboxProperty === id);
  expect(row, 'la oferta preparada está en el buzón de Diego').toBeDefined();
  return row!;
}

/**
 * The header's "Mis Ofertas" link with its unread badge (mf-inbox) names itself "Mis Ofertas, 1
 * nueva" while showing "Mis Ofertas 1": axe's label-content-name-mismatch, reported to its owner. Left out
 * here so these journeys judge the pages they are about; everything else on the page is checked.
 */
const a11y = { exclude: [`header a[href="${paths.inbox}"][aria-label]`] };

const cardOf = (page: Page, propertyId: number) => page.locator(`article[data-property-id="${propertyId}"]`);

async function openMine(page: Page) {
  await page.goto(paths.properties);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible();
  await expect(page.getByText(/^\d+ Resultados$/)).toBeVisible();
}

test.describe('Mis Propiedades: editar, cerrar y reabrir', () => {
  test('Lucía ve sus propiedades con su código y los botones de dueña', async ({ page }) => {
    const offer = await luciasPendingOffer();
    await login(page, demoUser.lucia);
    await openMine(page);
    await expect(page.getByRole('link', { name: 'Añade una nueva propiedad' })).toHaveAttribute(
      'href',
      paths.propertyCreate,
    );
    const card = cardOf(page, offer.propertyId);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Código: ${offer.propertyId}`);
    await expect(card).toContainText(offer.propertyDetail.address);
    await expect(card.getByRole('link', { name: `Editar la propiedad ${offer.propertyId}` })).toHaveAttribute(
      'href',
      paths.propertyEdit(offer.propertyId),
    );
    await expect(card.getByRole('button', { name: /^Horarios/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Ya se alquiló/ })).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.height).toBe(310);
    await checkA11y(page, a11y);
  });

  test('cierra con confirmación: la oferta pendiente queda retirada y sale del enlace; reabre y vuelve', async ({
    page,
  }) => {
    // Two users, two sign-ins, the search and the linking dialog twice: past 60 s at a load of 10 (twice).
    test.slow();
    const offer = await luciasPendingOffer();
    const id = offer.propertyId;
    test.info().annotations.push({ type: 'propiedad', description: String(id) });
    try {
      await closeAndReopen(page, offer);
    } finally {
      await reopenProperty(demoUser.lucia, id);
    }
  });

  test('edita la propiedad: el formulario viene lleno y guarda los cambios', async ({ page }) => {
    const offer = await luciasPendingOffer();
    const id = offer.propertyId;
    await login(page, demoUser.lucia);
    await openMine(page);
    await cardOf(page, id)
      .getByRole('link', { name: `Editar la propiedad ${id}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.propertyEdit(id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Modifica los datos de tu propiedad' })).toBeVisible();
    await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue(offer.propertyDetail.address);
    // Ubigeo ids are numbers, so departments 01–09 lose the leading zero (010101 → 10101).
    await expect(page.getByLabel('Distrito', { exact: true })).toHaveValue(/^\d{5,6}$/);
    // Seeded properties predate the owner type and the yes/no areas: the owner completes them once.
    for (const label of ['Tipo de propietario', 'Área de servicio', 'Áreas comunes']) {
      const select = page.getByLabel(label, { exact: true });
      if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
    }
    await checkA11y(page, a11y);
    const reference = `Referencia editada ${Date.now().toString(36)}`;
    await page.getByLabel('Referencia', { exact: false }).fill(reference);
    await page.getByLabel('Área techada (m²)', { exact: false }).fill('88.5');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Guardado correctamente');
    await expect(page).toHaveURL(new RegExp(`${paths.properties}$`));
    await expect(cardOf(page, id)).toContainText(offer.propertyDetail.address);
    const stored = await propertyOf(demoUser.lucia, id);
    expect(stored).toMatchObject({
      referenceAddress: reference,
      coveredArea: 88.5,
      address: offer.propertyDetail.address,
    });
  });

  test('nadie más puede editar la propiedad de Lucía', async ({ page }) => {
    const [mine] = await propertiesOf(demoUser.lucia);
    // A visitor does not even reach the page (session required, docs/product/rules.md): back to the root.
    await page.goto(paths.propertyEdit(mine!.propertyId));
    await expect(page).toHaveURL(/\/home$/);
    await login(page, demoUser.diego);
    await page.goto(paths.propertyEdit(mine!.propertyId));
    await expect(page.getByRole('alert')).toContainText('Esta propiedad no es tuya: solo su dueño puede editarla.');
    await expect(page.getByRole('link', { name: 'Volver a Mis Propiedades' })).toBeVisible();
    await checkA11y(page, a11y);
  });
});

async function closeAndReopen(page: Page, offer: InboxEntry): Promise<void> {
  const id = offer.propertyId;
  await login(page, demoUser.lucia);
  await openMine(page);
  const card = cardOf(page, id);

  await card.getByRole('button', { name: `Ya se alquiló: cerrar la propiedad ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: '¿Ya se alquiló?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await checkA11y(page, a11y);
  await dialog.getByRole('button', { name: 'Sí, cerrar la propiedad' }).click();
  await expectToast(page, /Propiedad cerrada\. Se retir/);
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'closed');
  await expect(card).toContainText('Cerrada: ya se alquiló');
  await expect(card.getByRole('button', { name: `Reabrir la propiedad ${id}` })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Horarios/ })).toHaveCount(0);
  await dismissToasts(page);
  await checkA11y(page, a11y);

  // The seeker's offer is withdrawn: in the API (isWithdrawn) and on Diego's "Mis Ofertas", with no actions.
  const withdrawn = (await diegoInbox()).find((e) => e.idInboxProperty === offer.idInboxProperty);
  expect(withdrawn?.isWithdrawn).toBe(1);
  const seekerContext = await page.context().browser()!.newContext({ baseURL: E2E_URLS.shell });
  const seeker = await seekerContext.newPage();
  try {
    await login(seeker, demoUser.diego);
    await seeker.goto(paths.inbox);
    const offerCard = seeker.locator('article').filter({ hasText: offer.propertyDetail.address });
    await expect(offerCard).toContainText('Ya no está disponible');
    await expect(offerCard.getByRole('button')).toHaveCount(0);
  } finally {
    await seekerContext.close();
  }

  // "¡Lo tengo!" on the request it answered no longer offers the closed property.
  const request = await requestOf(demoUser.lucia, offer.houseRequestId);
  const openLinking = async () => {
    await page.goto(`${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=${request.ubigeoId}&op=${request.tprocessId}`);
    const requestCard = page
      .getByTestId('request-card')
      .filter({ hasText: request.title })
      .filter({ hasText: request.referenceAddress });
    await requestCard.first().getByRole('button', { name: '¡Lo tengo!' }).click();
  };
  await openLinking();
  const linking = page.getByRole('dialog', { name: 'Enlaza tu propiedad' });
  await expect(linking).toBeVisible();
  // Wait for the list (or the "none" message) before asserting the property is absent.
  await expect(
    linking
      .getByTestId('link-property-item')
      .first()
      .or(linking.getByText(/No cuentas con propiedades cargadas/)),
  ).toBeVisible();
  await expect(linking.getByTestId('link-property-item').filter({ hasText: offer.propertyDetail.address })).toHaveCount(
    0,
  );

  // Reopen: published again, the offer is back for the seeker and in linking.
  await openMine(page);
  await card.getByRole('button', { name: `Reabrir la propiedad ${id}` }).click();
  await expectToast(page, 'Propiedad reabierta: vuelve a aparecer en búsquedas.');
  await expect(card).toHaveAttribute('data-status', 'published');
  await expect(card.getByRole('button', { name: /^Ya se alquiló/ })).toBeVisible();
  expect((await diegoInbox()).find((e) => e.idInboxProperty === offer.idInboxProperty)?.isWithdrawn).toBe(0);
  await openLinking();
  await expect(linking.getByTestId('link-property-item').filter({ hasText: offer.propertyDetail.address })).toHaveCount(
    1,
  );
}

test.describe('Mis Propiedades a 360 px', () => {
  test('las tarjetas caben: 310 px de alto, botones dentro de la tarjeta y sin desbordes', async ({ page }) => {
    // Signed in at the default size (the sign-in at 360 px has its own journey), then a small phone.
    await login(page, demoUser.lucia);
    await page.setViewportSize({ width: 360, height: 740 });
    await openMine(page);
    const cards = page.locator('article.lt-property-card');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 4)) {
      const box = (await card.boundingBox())!;
      expect(box.height).toBe(310);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // The heading's link to the detail is cut with an ellipsis by design (its title has the whole address).
      const headingLink = (await card.locator('a.lt-property-card__link').boundingBox())!;
      expect(headingLink.x + headingLink.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      for (const control of await card.locator('button, a:not(.lt-property-card__link)').all()) {
        const b = (await control.boundingBox())!;
        expect(b.x + b.width, `${await control.textContent()} cabe en la tarjeta`).toBeLessThanOrEqual(
          box.x + box.width + 0.5,
        );
        expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
        // The text is not cut inside its button.
        expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page, a11y);
  });
});
