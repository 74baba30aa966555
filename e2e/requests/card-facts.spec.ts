/**
 * A request card's facts at 1280 px, four cards a row: each "label: value" stays on one line, the label never
 * split from its colon (it read "Área" / ":" / "Sin indicar" on three lines).
 */
import { demoUser, expect, paths, publishRequest, requestPayload, test, userCodeOf } from '../support';

const SURQUILLO = 150141;

test.use({ viewport: { width: 1280, height: 900 } });

test('los datos de una tarjeta caben en una línea cada uno, cuatro tarjetas por fila', async ({ page }) => {
  const seeker = { ...demoUser.rosa, userCode: await userCodeOf(demoUser.rosa) };
  // No area given: the card says "Sin indicar", its longest value. The newest request: the first card.
  await publishRequest(
    seeker,
    requestPayload(seeker.userCode, SURQUILLO, { referenceAddress: `Cerca del mercado ${Date.now().toString(36)}` }),
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
});
