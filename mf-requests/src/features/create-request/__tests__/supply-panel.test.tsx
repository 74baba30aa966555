import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePatterns } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { demandTexts, type Supply } from '@lotengo/shared/demand';
import RequestCreatePage from '../../../expose/request-create-page';
import { renderWithProviders, fakeApi, fakeDemandApi, referenceApi, SEEKER } from '@lotengo/shared/testing';
import { requestFormTexts } from '../../../texts';

jest.setTimeout(20_000);

const t = demandTexts.requestPanel;
const f = requestFormTexts.form;
const k = messages.form;
const SAN_ISIDRO = {
  ubigeoId: 150131,
  level: 'district' as const,
  department: 'LIMA',
  province: 'LIMA',
  district: 'SAN ISIDRO',
};
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const panel = () => screen.getByTestId('panel-oferta-solicitud');

describe('the request form’s supply panel', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('published properties there, how many fit the request as it is written, where the budget sits', async () => {
    const user = userEvent.setup();
    const calls = fakeDemandApi({
      getSupply: async (q): Promise<Supply> =>
        q.costEnd
          ? { place: SAN_ISIDRO, published: 9, fitting: 3, near: 1, budgetAbovePercent: 40, medianPrice: 2100 }
          : { place: SAN_ISIDRO, published: 9, fitting: null, near: null, budgetAbovePercent: null, medianPrice: 2100 },
    }).getSupply;
    renderWithProviders(<RequestCreatePage />, {
      route: '/page/requests-create/0/0',
      path: routePatterns.requestsCreate,
      session: SEEKER,
    });
    expect(await within(await screen.findByTestId('panel-oferta-solicitud')).findByText(t.hint)).toBeInTheDocument();

    await user.selectOptions(select(f.operation), await screen.findByRole('option', { name: 'ALQUILAR' }));
    await user.selectOptions(select(f.propertyType), await screen.findByRole('option', { name: 'Departamento' }));
    await user.selectOptions(select(k.region), await screen.findByRole('option', { name: 'LIMA' }));
    await user.selectOptions(
      select(k.province),
      await within(select(k.province)).findByRole('option', { name: 'LIMA' }),
    );
    await user.selectOptions(select(k.district), await screen.findByRole('option', { name: 'SAN ISIDRO' }));
    expect(await within(panel()).findByText(t.published(9, 'Departamento', 'SAN ISIDRO'))).toBeInTheDocument();
    expect(within(panel()).getByText(t.addBudget)).toBeInTheDocument();
    // Matched as read: the no-break space of "$ 2,100" counts as a space.
    expect(within(panel()).getByText(t.medianPrice(2100).replace(/\u00a0/g, ' '))).toBeInTheDocument();

    await user.selectOptions(select(f.bedrooms), '2');
    await user.type(screen.getByLabelText(k.budgetMin), '1200');
    await user.type(screen.getByLabelText(k.budgetMax), '1800');
    expect(await within(panel()).findByText(t.fitting(3, 1))).toBeInTheDocument();
    expect(within(panel()).getByText(t.budgetAbove(40))).toBeInTheDocument();
    expect(calls).toHaveBeenLastCalledWith(
      expect.objectContaining({
        ubigeoId: 150131,
        tprocessId: 2,
        tpropertyId: 1,
        costInit: 1200,
        costEnd: 1800,
        numberBedrooms: 2,
      }),
    );
  });

  it('no published property there: says so (the request will be found)', async () => {
    const user = userEvent.setup();
    fakeDemandApi({
      getSupply: async () => ({
        place: SAN_ISIDRO,
        published: 0,
        fitting: null,
        near: null,
        budgetAbovePercent: null,
        medianPrice: null,
      }),
    });
    renderWithProviders(<RequestCreatePage />, {
      route: '/page/requests-create/150131/3',
      path: routePatterns.requestsCreate,
      session: SEEKER,
    });
    await user.selectOptions(select(f.propertyType), await screen.findByRole('option', { name: 'Casa' }));
    expect(await within(panel()).findByText(t.none('Casa', 'SAN ISIDRO'))).toBeInTheDocument();
  });
});
