import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { demandTexts, FEW, type DemandSummary } from '@lotengo/shared/demand';
import { fakeApi, fakeDemandApi, referenceApi, renderWithProviders } from '@lotengo/shared/testing';
import DemandPage from '../../../expose/demand-page';
import { parseSearchParams } from '../../../lib/search-url';

jest.setTimeout(20_000);
const t = demandTexts;

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  start: `2026-09-${String(i + 1).padStart(2, '0')}`,
  count: i === 11 ? 7 : FEW,
}));

/** A province's answer: rent, budgets 1000–3000, two districts ranked. */
function summary(over: Partial<DemandSummary> = {}): DemandSummary {
  return {
    place: { ubigeoId: 150100, level: 'province', department: 'LIMA', province: 'LIMA', district: '' },
    tprocessId: 2,
    tpropertyId: 0,
    total: 42,
    weeks: WEEKS,
    budget: {
      step: 500,
      bins: [
        { from: 1000, to: 1500, count: FEW },
        { from: 1500, to: 2000, count: 20 },
        { from: 2000, to: 2500, count: 15 },
        { from: 2500, to: 3000, count: FEW },
      ],
      quartiles: { q1: 1600, median: 1900, q3: 2300 },
    },
    bedrooms: [1, 2, 3, 4, 5].map((b) => ({ bedrooms: b, count: b === 2 ? 30 : FEW })),
    types: [
      { tpropertyId: 1, name: 'Casa', count: FEW },
      { tpropertyId: 2, name: 'Departamento', count: 38 },
    ],
    districts: {
      ranked: [
        { ubigeoId: 150122, department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES', count: 25 },
        { ubigeoId: 150131, department: 'LIMA', province: 'LIMA', district: 'SAN ISIDRO', count: 14 },
      ],
      others: FEW,
    },
    ...over,
  };
}

const tableOf = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(tableOf(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('/page/demanda', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it(
    'asks the API for the place, operation and type of the URL, and every figure has a table a ' +
      'screen reader reaches',
    async () => {
      const spy = fakeDemandApi().getSummary.mockResolvedValue(summary());
      renderWithProviders(<DemandPage />, {
        route: `${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150100&op=2`,
        path: paths.demand,
      });
      expect(await screen.findByText(t.page.total('42'))).toBeInTheDocument();
      expect(spy).toHaveBeenCalledWith({ ubigeoId: 150100, tprocessId: 2, tpropertyId: 0 });
      expect(screen.getByRole('heading', { level: 1, name: t.page.title })).toBeInTheDocument();

      // Weeks: 12 rows, the withheld ones in words, the last with its number.
      const weeks = rowsOf(t.weeks.title);
      expect(weeks).toHaveLength(12);
      expect(weeks[0]).toEqual([t.weeks.weekLong('2026-09-01'), t.few]);
      expect(weeks[11]).toEqual([t.weeks.weekLong('2026-09-12'), '7']);
      // Budget: each bin in dollars, a bin of fewer than 5 never as a number; the quartiles in words.
      expect(rowsOf(t.budget.title)).toEqual([
        [t.budget.bin(1000, 1500), t.few],
        [t.budget.bin(1500, 2000), '20'],
        [t.budget.bin(2000, 2500), '15'],
        [t.budget.bin(2500, 3000), t.few],
      ]);
      // Matched as read: the text's no-break spaces ("$ 1,600") count as spaces.
      expect(screen.getByText(t.budget.summary(1600, 1900, 2300).replace(/\u00a0/g, ' '))).toBeInTheDocument();
      expect(rowsOf(t.bedrooms.title)).toEqual([
        ['1', t.few],
        ['2', '30'],
        ['3', t.few],
        ['4', t.few],
        ['5 o más', t.few],
      ]);
      expect(rowsOf(t.types.title)).toEqual([
        ['Casa', t.few],
        ['Departamento', '38'],
      ]);
      // The drawings are hidden from assistive technology (the tables say it all).
      for (const figure of screen.getAllByRole('figure'))
        expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    },
  );

  it('ranks the districts, each a link to the request search filtered to it (with the chosen operation)', async () => {
    fakeDemandApi().getSummary.mockResolvedValue(summary());
    renderWithProviders(<DemandPage />, {
      route: `${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150100&op=2`,
      path: paths.demand,
    });
    const link = await screen.findByRole('link', { name: t.districts.link('MIRAFLORES') });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe(paths.requests);
    // Read back by the search page's own parser: the filter it will apply.
    expect(parseSearchParams(url.searchParams)).toMatchObject({
      dep: 'LIMA',
      prov: 'LIMA',
      ubigeo: 150122,
      op: 2,
      type: 0,
    });
    // Each district's public page for the chosen operation: what search engines index, linked from here.
    expect(await screen.findByRole('link', { name: 'Solicitudes de alquiler en Miraflores' })).toHaveAttribute(
      'href',
      '/solicitudes/alquiler/miraflores',
    );
    expect(screen.queryByRole('link', { name: 'Solicitudes de compra en Miraflores' })).not.toBeInTheDocument();
    const ranking = screen.getByRole('table', { name: t.districts.title });
    expect(
      within(ranking)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1MIRAFLORESAlquiler25', '2SAN ISIDROAlquiler14']);
    expect(screen.getByText(t.districts.others(t.few))).toBeInTheDocument();
  });

  it('without an operation there is no budget chart, and says why; a district has no ranking', async () => {
    fakeDemandApi().getSummary.mockResolvedValue(
      summary({
        tprocessId: 0,
        budget: null,
        districts: null,
        place: { ubigeoId: 150122, level: 'district', department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' },
      }),
    );
    renderWithProviders(<DemandPage />, {
      route: `${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150122`,
      path: paths.demand,
    });
    expect(await screen.findByText(t.budget.needsOperation)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: t.budget.title })).not.toBeInTheDocument();
    expect(screen.queryByText(t.districts.title)).not.toBeInTheDocument();
    expect(screen.getByText(`${t.page.totalLabel} · MIRAFLORES, LIMA, LIMA`)).toBeInTheDocument();
  });

  it('a place with fewer than 5: "menos de 5" and no budget', async () => {
    fakeDemandApi().getSummary.mockResolvedValue(
      summary({ total: FEW, budget: null, weeks: WEEKS.map((w) => ({ ...w, count: FEW })) }),
    );
    renderWithProviders(<DemandPage />, { route: `${paths.demand}?op=2`, path: paths.demand });
    expect(await screen.findByText(t.page.total(t.few))).toBeInTheDocument();
    expect(screen.getByText(t.budget.tooFew)).toBeInTheDocument();
  });

  it('"Ver demanda" puts the chosen place, operation and type in the URL, and asks again', async () => {
    const user = userEvent.setup();
    const spy = fakeDemandApi().getSummary.mockResolvedValue(
      summary({ place: { ubigeoId: 0, level: 'country', department: '', province: '', district: '' } }),
    );
    renderWithProviders(<DemandPage />, { route: paths.demand, path: paths.demand });
    expect(await screen.findByText(`${t.page.totalLabel} · ${t.page.allPeru}`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Departamento'), 'LIMA');
    await user.selectOptions(await screen.findByLabelText('Provincia'), 'LIMA');
    await waitFor(() => expect(screen.getByRole('option', { name: 'SAN ISIDRO' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Distrito'), '150131');
    await user.selectOptions(screen.getByLabelText(t.page.operation), '3');
    await user.click(screen.getByRole('button', { name: t.page.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`${paths.demand}?dep=LIMA&prov=LIMA&ubigeo=150131&op=3`),
    );
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ ubigeoId: 150131, tprocessId: 3, tpropertyId: 0 }));
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    const spy = fakeDemandApi().getSummary.mockRejectedValueOnce(new Error('caído')).mockResolvedValue(summary());
    renderWithProviders(<DemandPage />, { route: paths.demand, path: paths.demand });
    expect(await screen.findByText(t.page.loadError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(t.page.total('42'))).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
