import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePatterns } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';
import RequestCreatePage from '../../../expose/request-create-page';
import { renderWithProviders, fakeApi, referenceApi, makeHouseRequest, SEEKER } from '@lotengo/shared/testing';
import { requestFormTexts } from '../../../texts';

// Many typed fields per test: generous on a shared 2-core machine.
jest.setTimeout(20_000);

const v = messages.validation;
const f = requestFormTexts.form;
/** The shared form kit's labels (place cascade, budget). */
const k = messages.form;

function renderCreate(route = '/page/requests-create/0/0') {
  return renderWithProviders(<RequestCreatePage />, { route, path: routePatterns.requestsCreate, session: SEEKER });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(select(f.operation), await screen.findByRole('option', { name: 'ALQUILAR' }));
  await user.selectOptions(select(f.propertyType), await screen.findByRole('option', { name: 'Departamento' }));
  await user.selectOptions(select(k.region), await screen.findByRole('option', { name: 'LIMA' }));
  await user.selectOptions(select(k.province), await within(select(k.province)).findByRole('option', { name: 'LIMA' }));
  await user.selectOptions(select(k.district), await screen.findByRole('option', { name: 'SAN ISIDRO' }));
  await user.type(screen.getByLabelText(f.referenceAddress), 'Cerca al Olivar');
  await user.selectOptions(select(f.serviceArea), '1');
  await user.selectOptions(select(f.commonAreas), '0');
  await user.selectOptions(select(f.bedrooms), '3');
  await user.selectOptions(select(f.bathrooms), '2');
  await user.selectOptions(select(f.parking), '1');
  await user.type(screen.getByLabelText(k.budgetMin), '900');
  await user.type(screen.getByLabelText(k.budgetMax), '1800.5');
  await user.click(screen.getByLabelText(f.terms));
}

describe('create request form', () => {
  beforeEach(() => {
    fakeApi({ ...referenceApi });
  });

  it('shows a field message only once the field was touched', async () => {
    const user = userEvent.setup();
    renderCreate();
    const reference = screen.getByLabelText(f.referenceAddress);
    expect(screen.queryByText(v.required)).not.toBeInTheDocument();
    await user.click(reference);
    expect(screen.queryByText(v.required)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(v.required)).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(v.required)).toHaveLength(1);
  });

  it('marks every field and shows the "Atención" toast on an invalid submit, sending nothing', async () => {
    const user = userEvent.setup();
    const register = fakeApi().registerHouseRequest;
    renderCreate();
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    expect(await screen.findByText(messages.toasts.invalidForm.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.invalidForm.title)).toBeInTheDocument();
    // operation, type, reference, service, common, bedrooms, bathrooms, parking, terms → "* Requerido"
    expect(screen.getAllByText(v.required)).toHaveLength(9);
    expect(screen.getByText(v.districtRequired)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the budget only after an operation, with the floor and ceiling as placeholders', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(screen.getByText(v.pickOperation)).toBeInTheDocument();
    expect(screen.queryByLabelText(k.budgetMin)).not.toBeInTheDocument();

    await user.selectOptions(select(f.operation), await screen.findByRole('option', { name: 'ALQUILAR' }));
    await waitFor(() => expect(screen.getByLabelText(k.budgetMin)).toHaveAttribute('placeholder', '$ 300.00'));
    expect(screen.getByLabelText(k.budgetMax)).toHaveAttribute('placeholder', '$ 10,000.00');
    expect(screen.getByLabelText(k.budgetMin)).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText(k.budgetMin)).toHaveAttribute('min', '0');
    expect(screen.queryByText(v.pickOperation)).not.toBeInTheDocument();

    await user.selectOptions(select(f.operation), 'COMPRAR');
    expect(screen.getByLabelText(k.budgetMin)).toHaveAttribute('placeholder', '$ 20,000.00');
    expect(screen.getByLabelText(k.budgetMax)).toHaveAttribute('placeholder', '$ 2,000,000.00');
  });

  it('rejects a minimum budget above the maximum', async () => {
    const user = userEvent.setup();
    const register = fakeApi().registerHouseRequest;
    renderCreate();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(k.budgetMin));
    await user.type(screen.getByLabelText(k.budgetMin), '5000');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    expect(await screen.findByText(v.budgetOrder)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.invalidForm.message)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('rejects a negative budget', async () => {
    const user = userEvent.setup();
    renderCreate('/page/requests-create/0/3');
    const min = await screen.findByLabelText(k.budgetMin);
    await user.type(min, '-5');
    await user.tab();
    expect(await screen.findByText(v.minValue(0))).toBeInTheDocument();
  });

  it('preselects the operation from idProcess and the place from idDistrit', async () => {
    renderCreate('/page/requests-create/150131/2');
    await waitFor(() => expect(select(f.operation).value).toBe('2'));
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    expect(select(k.region).value).toBe('LIMA');
    expect(select(k.province).value).toBe('LIMA');
    expect(screen.getByRole('option', { name: 'SAN ISIDRO', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(k.budgetMin)).toBeInTheDocument();
  });

  it('ignores garbage route params', async () => {
    const ubigeos = fakeApi().getUbigeos;
    renderCreate('/page/requests-create/abc/9');
    expect(select(f.operation).value).toBe('');
    expect(select(k.region).value).toBe('');
    expect(ubigeos).not.toHaveBeenCalled();
  });

  it('clears province and district when the region changes', async () => {
    const user = userEvent.setup();
    renderCreate('/page/requests-create/150131/0');
    await waitFor(() => expect(select(k.district).value).toBe('150131'));
    await user.selectOptions(select(k.region), 'AREQUIPA');
    expect(select(k.province).value).toBe('');
    expect(select(k.district).value).toBe('');
    expect(select(k.district)).toBeDisabled();
  });

  it('saves with the overlay and a disabled form, then "Guardado correctamente" and my requests', async () => {
    const user = userEvent.setup();
    let resolve!: (v: ReturnType<typeof makeHouseRequest>) => void;
    const register = fakeApi().registerHouseRequest.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderCreate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    expect(await screen.findByText(messages.common.processing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: f.createSubmit })).toBeDisabled();
    expect(screen.getByLabelText(f.referenceAddress)).toBeDisabled();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0][0]).toEqual({
      title: 'no-title-request',
      description: 'no description',
      referenceAddress: 'Cerca al Olivar',
      totalArea: 0,
      coveredArea: 0,
      ubigeoId: 150131,
      yearConstruction: 0,
      numberBedrooms: 3,
      numberBathrooms: 2,
      numberParkinglot: 1,
      tpropertyId: 1,
      tprocessId: 2,
      costInit: 900,
      costEnd: 1800.5,
      numberCommonArea: 0,
      numberServicesAreas: 1,
      isTerraza: '0',
      userCode: SEEKER.userCode,
      status: 1,
      indexable: true,
    });

    resolve(makeHouseRequest({ houseRequestId: 44 }));
    expect(await screen.findByText(messages.toasts.saved.message)).toBeInTheDocument();
    expect(screen.getByText(messages.toasts.saved.title)).toBeInTheDocument();
    // Navigations run in a transition (react-router 7): wait for them. "Comparte tu solicitud" opens there.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page/my-request?compartir=44'));
  });

  it('keeps everything typed and shows the server reason when saving fails', async () => {
    const user = userEvent.setup();
    fakeApi().registerHouseRequest.mockRejectedValue(new ApiError(400, 'ubigeoId debe ser un distrito', 'ubigeoId'));
    renderCreate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    expect(
      await screen.findByText(`${messages.toasts.saveFailure.message} ubigeoId debe ser un distrito`),
    ).toBeInTheDocument();
    // Navigations run in a transition (react-router 7): wait for them.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/page/requests-create/0/0'));
    expect(screen.queryByText(messages.common.processing)).not.toBeInTheDocument();
    expect(screen.getByLabelText(f.referenceAddress)).toHaveValue('Cerca al Olivar');
    expect(screen.getByLabelText(k.budgetMax)).toHaveValue(1800.5);
    expect(select(k.district).value).toBe('150131');
    expect(screen.getByLabelText(f.terms)).toBeChecked();
    expect(screen.getByRole('button', { name: f.createSubmit })).toBeEnabled();
  });

  it('offers one labelled choice about search engines, checked, and sends it unchecked when unchecked', async () => {
    const user = userEvent.setup();
    const register = fakeApi().registerHouseRequest.mockResolvedValue(makeHouseRequest({ houseRequestId: 45 }));
    renderCreate();
    const choice = screen.getByRole('checkbox', { name: f.indexable });
    expect(choice).toBeChecked();
    // Its hint says what it means, read with it.
    expect(choice).toHaveAccessibleDescription(f.indexableHint);
    expect(f.indexableHint).toContain('Tu nombre y tus datos nunca se publican.');
    await fillValidForm(user);
    // By keyboard: focus it, then Space.
    choice.focus();
    await user.keyboard(' ');
    expect(choice).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0][0]).toMatchObject({ indexable: false, referenceAddress: 'Cerca al Olivar' });
  });

  it('asks a visitor to sign in instead of showing the form', () => {
    renderWithProviders(<RequestCreatePage />, {
      route: '/page/requests-create/0/0',
      path: routePatterns.requestsCreate,
      session: 'visitor',
    });
    expect(screen.getByText(f.signInRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: f.createSubmit })).not.toBeInTheDocument();
  });
});
