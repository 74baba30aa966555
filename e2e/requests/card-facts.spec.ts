/**
 * A request card at 1280 px, four cards a row: each "label: value" stays on one line, the label never split from
 * its colon (it read "Área" / ":" / "Sin indicar" on three lines), and no amount of the budget splits from its "$"
 * ("$ 124,000 - $" / "177,000"); its title opens the request's own page.
 */
import { demoUser, expect, paths, publishRequest, requestPayload, test, userCodeOf } from '../support';

const SURQUILLO = 150141;

test.use({ viewport: { width: 1280, height: 900 } });

test('los datos de una tarjeta caben en una línea cada uno, cuatro tarjetas por fila', async ({ page }) => {
  const seeker = { ...demoUser.rosa, userCode: await userCodeOf(demoUser.rosa) };
  // No area given: the card says "Sin indicar", its longest value. A budget that fills the line. The newest
  // request: the first card.
  const { houseRequestId } = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, SURQUILLO, {
      referenceAddress: `Cerca del mercado ${Date.now().toString(36)}`,
      tprocessId: 3,
      costInit: 124_000,
      costEnd: 177_000,
    }),
  );
  await page.goto(paths.requests);
  const card = page.getByTestId('request-card').first();
  await expect(card.getByText('Sin indicar')).toBeVisible();
  const tops = await page
    .getByTestId('request-card')
    .evaluateAll((cards) => cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'cuatro tarjetas en la primera fila').toBe(1);
  const lines = await card.locator('.lt-req-card-fact').evaluateAll((facts) =>
    facts.map((f) => {
      const dt = f.querySelector('dt')!.getBoundingClientRect();
      const dd = f.querySelector('dd')!.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(f).lineHeight) || 20;
      return { text: f.textContent, oneLine: dt.height < line * 1.5 && dd.height < line * 1.5 && dt.top === dd.top };
    }),
  );
  expect(lines.length).toBe(4);
  for (const l of lines) expect(l.oneLine, l.text ?? '').toBe(true);

  // Each amount on one line: a range of text that wraps has one box per line.
  const budget = card.locator('.lt-req-card-budget');
  await expect(budget).toHaveText('$ 124,000 - $ 177,000');
  const amounts = await budget.evaluate((el) => {
    const text = el.firstChild!;
    return [...(text.textContent ?? '').matchAll(/\$\s[\d,]+/g)].map((m) => {
      const range = document.createRange();
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      return { amount: m[0], boxes: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
    });
  });
  expect(amounts).toHaveLength(2);
  for (const a of amounts) expect(a.boxes, `«${a.amount}» en una línea`).toBe(1);

  // The title is a real link to the request's own page, served as a document.
  await card.getByRole('link', { name: 'Departamento para comprar · Surquillo' }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitud/${houseRequestId}-busco-departamento-en-venta-en-surquillo$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Departamento para comprar · Surquillo' })).toBeVisible();
});
