import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePatterns } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { ApiError } from '@lotengo/shared/http';
import RequestEditPage from '../../../expose/request-edit-page';
import { renderWithProviders, fakeApi, referenceApi, makeHouseRequest, SEEKER, OWNER } from '@lotengo/shared/testing';
import { requestFormTexts } from '../../../texts';

// Many typed fields per test: generous on a shared 2-core machine.
jest.setTimeout(20_000);

const v = messages.validation;
const f = requestFormTexts.form;
/** The shared form kit's labels (place cascade, budget). */
const k = messages.form;

const saved = makeHouseRequest({
  houseRequestId: 41,
  title: 'Busco depa en San Isidro',
  description: 'Con mascotas',
  ubigeoId: 150131,
  district: 'SAN ISIDRO',
  tprocessId: 3,
  processType: 'COMPRAR',
  tpropertyId: 2,
  costInit: 90000,
  costEnd: 150000,
  coveredArea: 120.5,
  isTerraza: '1',
  yearConstruction: 3,
  numberBedrooms: 3,
  numberBathrooms: 2,
  numberParkinglot: 8,
});

function renderEdit(user = SEEKER, id = '41') {
  return renderWithProviders(<RequestEditPage />, {
    route: `/page/edit-request/${id}`,
    path: routePatterns.editRequest,
    session: user,
  });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('edit request form', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
    fakeApi().getHouseRequest.mockResolvedValue(saved);
  });

  it('loads the request, then region, provinces and districts, showing every saved value', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: f.editTitle })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Solicitud N° 41: Busco depa en San Isidro' }),
    ).toBeInTheDocument();
    // Three lists one after the other (docs/product/rules.md order): more than waitFor's default second on a busy
    // machine.
    await waitFor(
      () => expect(screen.getByRole('option', { name: 'SAN ISIDRO', selected: true })).toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(select(k.region).value).toBe('LIMA');
    expect(select(k.province).value).toBe('LIMA');
    expect(select(k.district).value).toBe('150131');
    // docs/product/rules.md loading order: provinces of the saved region, districts of the saved province.
    expect(api.getProvinces).toHaveBeenCalledWith('LIMA');
    expect(api.getDistricts).toHaveBeenCalledWith('LIMA', 'LIMA');
    await waitFor(() => expect(screen.getByRole('option', { name: 'COMPRAR', selected: true })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Casa', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(f.title)).toHaveValue('Busco depa en San Isidro');
    expect(screen.getByLabelText(f.description)).toHaveValue('Con mascotas');
    expect(screen.getByLabelText(f.coveredArea)).toHaveValue(120.5);
    expect(screen.getByLabelText(f.terrace)).toBeChecked();
    expect(select(f.yearConstruction).value).toBe('3');
    expect(select(f.bedrooms).value).toBe('3');
    // Saved with 8 parking lots (create allows 1–10): kept, not silently replaced.
    expect(select(f.parking).value).toBe('8');
    expect(screen.getByLabelText(k.budgetMin)).toHaveValue(90000);
    expect(screen.getByLabelText(k.budgetMax)).toHaveValue(150000);
    expect(screen.getByRole('checkbox', { name: f.indexable })).toBeChecked();
  });

  it('shows a request kept out of search engines unchecked, and saves the seeker changing it', async () => {
    const user = userEvent.setup();
    fakeApi().getHouseRequest.mockResolvedValue({ ...saved, indexable: false });
    const update = fakeApi().updateHouseRequest.mockResolvedValue(saved);
    renderEdit();
    const choice = await screen.findByRole('checkbox', { name: f.indexable });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(f.indexableHint);
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(41, expect.objectContaining({ indexable: true })));
  });

  it('starts a placeholder title empty and asks for a real one instead of storing "{tipo} en {distrito}"', async () => {
    const user = userEvent.setup();
    fakeApi({
      getHouseRequest: async () => ({ ...saved, title: 'no-title-request' }),
      updateHouseRequest: async () => saved,
    });
    renderEdit();
    // The heading still names it for reading (docs/product/screens.md heading shows id and title).
    expect(
      await screen.findByRole('heading', { name: 'Solicitud N° 41: Departamento para comprar · San Isidro' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(f.title)).toHaveValue('');
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    expect(await screen.findByText(v.titleRequired)).toBeInTheDocument();
    expect(api.updateHouseRequest).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(f.title), 'Casa con jardín en San Isidro');
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    await waitFor(() =>
      expect(api.updateHouseRequest).toHaveBeenCalledWith(
        41,
        expect.objectContaining({ title: 'Casa con jardín en San Isidro' }),
      ),
    );
  });

  it('offers counts 1 to 6 and the limits of docs/product/screens.md', async () => {
    renderEdit();
    const bedrooms = await screen.findByLabelText(f.bedrooms);
    expect(Array.from((bedrooms as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(screen.getByLabelText(f.title)).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText(f.description)).toHaveAttribute('maxLength', '1000');
    const area = screen.getByLabelText(f.coveredArea);
    expect(area).toHaveAttribute('min', '0');
    expect(area).toHaveAttribute('max', '100000');
    expect(area).toHaveAttribute('step', '0.01');
    expect(Array.from(select(f.yearConstruction).options).map((o) => o.value)).toEqual(['', '1', '2', '3', '4']);
  });

  it('shows the edit messages once touched: title, district, area limit', async () => {
    const user = userEvent.setup();
    renderEdit();
    const title = await screen.findByLabelText(f.title);
    await user.clear(title);
    await user.tab();
    expect(await screen.findByText(v.titleRequired)).toBeInTheDocument();
    const area = screen.getByLabelText(f.coveredArea);
    await user.clear(area);
    await user.type(area, '100001');
    await user.tab();
    expect(await screen.findByText(v.maxValue(100000))).toBeInTheDocument();
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    await user.selectOptions(select(k.province), 'CAÑETE');
    await user.click(select(k.district));
    await user.tab();
    expect(await screen.findByText(v.districtRequired)).toBeInTheDocument();
  });

  it('on an invalid submit shows the operation, type and budget messages and sends nothing', async () => {
    const user = userEvent.setup();
    const update = fakeApi().updateHouseRequest;
    renderEdit();
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    await user.selectOptions(select(f.operation), '');
    await user.selectOptions(select(f.propertyType), '');
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    expect(await screen.findByText(messages.toasts.invalidForm.message)).toBeInTheDocument();
    expect(screen.getByText(v.operationRequired)).toBeInTheDocument();
    expect(screen.getByText(v.propertyTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(v.pickOperation)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('rejects a minimum budget above the maximum', async () => {
    const user = userEvent.setup();
    const update = fakeApi().updateHouseRequest;
    renderEdit();
    const min = await screen.findByLabelText(k.budgetMin);
    await user.clear(min);
    await user.type(min, '200000');
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    expect(await screen.findByText(v.budgetOrder)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('updates, shows "Actualizado Correctamente" / "OK..." and goes to my requests', async () => {
    const user = userEvent.setup();
    const update = fakeApi().updateHouseRequest.mockResolvedValue(saved);
    renderEdit();
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    const title = screen.getByLabelText(f.title);
    await user.clear(title);
    await user.type(title, 'Casa con jardín');
    await user.click(screen.getByLabelText(f.terrace));
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    expect(await screen.findByText(messages.toasts.requestUpdated.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.requestUpdated.title)).toBeInTheDocument();
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page/my-request'));
    expect(update).toHaveBeenCalledWith(
      41,
      expect.objectContaining({
        houseRequestId: 41,
        title: 'Casa con jardín',
        description: 'Con mascotas',
        isTerraza: '0',
        coveredArea: 120.5,
        yearConstruction: 3,
        ubigeoId: 150131,
        tprocessId: 3,
        tpropertyId: 2,
        numberParkinglot: 8,
        costInit: 90000,
        costEnd: 150000,
        userCode: SEEKER.userCode,
        status: 1,
        // Untouched: the saved choice goes back as it was.
        indexable: true,
      }),
    );
  });

  it('keeps the edits and shows the server reason when the update fails', async () => {
    const user = userEvent.setup();
    fakeApi().updateHouseRequest.mockRejectedValue(new ApiError(403, 'Solo el titular puede modificar esta solicitud'));
    renderEdit();
    const title = await screen.findByLabelText(f.title);
    await user.clear(title);
    await user.type(title, 'Nuevo título');
    await user.click(screen.getByRole('button', { name: f.editSubmit }));
    expect(
      await screen.findByText(`${messages.toasts.saveFailure.message} Solo el titular puede modificar esta solicitud`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(f.title)).toHaveValue('Nuevo título');
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page/edit-request/41'));
  });

  it('tells someone who is not the owner that only the owner can edit it, without a form', async () => {
    renderEdit(OWNER);
    expect(await screen.findByText(f.notOwner)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: f.editSubmit })).not.toBeInTheDocument();
  });

  it('says when the request does not exist or the id is garbage', async () => {
    fakeApi().getHouseRequest.mockRejectedValue(new ApiError(404, 'No existe'));
    renderEdit(SEEKER, '999');
    expect(await screen.findByText(f.notFound)).toBeInTheDocument();
  });

  it('does not call the API for a garbage id', async () => {
    const get = fakeApi().getHouseRequest;
    renderEdit(SEEKER, 'abc');
    expect(await screen.findByText(f.notFound)).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
