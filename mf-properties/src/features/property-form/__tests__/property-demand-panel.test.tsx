import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fakeDemandApi, OWNER, referenceApi, renderWithProviders } from '@lotengo/shared/testing';
import { paths } from '@lotengo/shared';
import { demandTexts, FEW, type PropertyDemand, type PropertyDemandQuery } from '@lotengo/shared/demand';
import { PropertyForm } from '../property-form';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const t = demandTexts.propertyPanel;
const MIRAFLORES = {
  ubigeoId: 150122,
  level: 'district' as const,
  department: 'LIMA',
  province: 'LIMA',
  district: 'MIRAFLORES',
};

/** A stand-in server: 12 requests in Miraflores with maxima 1000…3200; the percentile as the API computes it. */
const BUDGETS = [1000, 1200, 1400, 1500, 1600, 1800, 2000, 2200, 2500, 2800, 3000, 3200];
function answer(q: PropertyDemandQuery): PropertyDemand {
  const price = Number(q.price ?? 0);
  return {
    place: MIRAFLORES,
    total: BUDGETS.length,
    fitting: price ? FEW : null,
    medianBudget: 1900,
    priceAbovePercent: price
      ? Math.floor(((BUDGETS.filter((b) => b < price).length / BUDGETS.length) * 100) / 10) * 10
      : null,
  };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);
const panel = () => screen.getByTestId('panel-demanda-propiedad');

describe('the publish form’s demand panel', () => {
  it(
    'says what to fill first, then the demand there; it follows the price as it is typed (one ' +
      'call once typing stops)',
    async () => {
      const user = userEvent.setup();
      fakeApi({ ...referenceApi });
      const calls = fakeDemandApi({ getPropertyDemand: async (q) => answer(q) }).getPropertyDemand;
      renderWithProviders(<PropertyForm mode="create" userCode={OWNER.userCode} />, {
        session: OWNER,
        route: paths.propertyCreate,
        path: paths.propertyCreate,
      });

      expect(await within(await screen.findByTestId('panel-demanda-propiedad')).findByText(t.hint)).toBeInTheDocument();
      expect(calls).not.toHaveBeenCalled();

      await waitFor(() =>
        expect(within(field('Tipo de operación')).getByRole('option', { name: 'ALQUILAR' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('Tipo de operación'), 'ALQUILAR');
      await user.selectOptions(field('Tipo de propiedad'), 'Departamento');
      await user.selectOptions(field('Región'), 'LIMA');
      await waitFor(() => expect(field('Provincia')).toHaveValue('LIMA'));
      await waitFor(() =>
        expect(within(field('Distrito')).getByRole('option', { name: 'MIRAFLORES' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('Distrito'), 'MIRAFLORES');

      expect(await within(panel()).findByText(t.count('12', 'Departamento', 'MIRAFLORES'))).toBeInTheDocument();
      // Matched as read: the no-break space of "$ 1,900" counts as a space.
      expect(within(panel()).getByText(t.median(1900).replace(/\u00a0/g, ' '))).toBeInTheDocument();
      expect(within(panel()).getByText(t.addPrice)).toBeInTheDocument();
      const link = within(panel()).getByRole('link', { name: t.link });
      expect(link).toHaveAttribute('href', `${paths.requests}?dep=LIMA&prov=LIMA&ubigeo=150122&op=2&type=1`);

      await user.type(field('Precio (US$)'), '2900');
      expect(await within(panel()).findByText(t.priceAbove(80))).toBeInTheDocument();
      // Typed key by key, asked once for the final price (debounced).
      expect(calls.mock.calls.filter(([q]) => Number(q.price) > 0).map(([q]) => q.price)).toEqual([2900]);
      expect(within(panel()).getByText(t.fitting(demandTexts.few))).toBeInTheDocument();

      await user.clear(field('Precio (US$)'));
      await user.type(field('Precio (US$)'), '1100');
      expect(await within(panel()).findByText(t.priceAbove(0))).toBeInTheDocument();
    },
  );

  it('keeps its room while its data loads, and says so when the API fails', async () => {
    const user = userEvent.setup();
    fakeApi({ ...referenceApi });
    fakeDemandApi({ getPropertyDemand: async () => Promise.reject(new Error('caído')) });
    renderWithProviders(<PropertyForm mode="create" userCode={OWNER.userCode} />, {
      session: OWNER,
      route: paths.propertyCreate,
      path: paths.propertyCreate,
    });
    const slot = (await screen.findByTestId('panel-demanda-propiedad')).parentElement!;
    expect(slot.style.minHeight).not.toBe('');
    await waitFor(() =>
      expect(within(field('Tipo de operación')).getByRole('option', { name: 'VENDER' })).toBeInTheDocument(),
    );
    await user.selectOptions(field('Tipo de operación'), 'VENDER');
    await user.selectOptions(field('Tipo de propiedad'), 'Casa');
    await user.selectOptions(field('Región'), 'LIMA');
    await waitFor(() =>
      expect(within(field('Distrito')).getByRole('option', { name: 'MIRAFLORES' })).toBeInTheDocument(),
    );
    await user.selectOptions(field('Distrito'), 'MIRAFLORES');
    expect(await within(panel()).findByText(t.error)).toBeInTheDocument();
  });
});
