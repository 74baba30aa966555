import { screen, waitFor } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { useSession } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';
import { renderWithProviders, fakeApi, type FakeApi } from '@lotengo/shared/testing';
import ContactPage from '../../../expose/contact-page';

let api: FakeApi;

const SUCCESS = 'Tu mensaje se ha enviado satisfactoriamente!';
const FAILURE = 'Algo salió mal, por favor recarga la página e intentalo de nuevo.';

function renderContact() {
  return renderWithProviders(<ContactPage />, { route: paths.contact, path: paths.contact });
}
type Ui = ReturnType<typeof renderContact>['user'];

async function fillForm(user: Ui) {
  await user.type(screen.getByLabelText('Nombre'), 'Jorge');
  await user.type(screen.getByLabelText('Apellido'), 'Salazar');
  await user.type(screen.getByLabelText('Correo electrónico'), 'jorge@example.pe');
  await user.type(screen.getByLabelText('Mensaje'), '¿Cómo publico un departamento en Miraflores?');
}
const submit = (user: Ui) => user.click(screen.getByRole('button', { name: 'Enviar Consulta' }));

beforeEach(() => {
  api = fakeApi();
});

it('shows the company address in San Isidro and a phone number', () => {
  renderContact();
  expect(screen.getByText(/San Isidro/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(01) 640-5500' })).toHaveAttribute('href', 'tel:+5116405500');
});

it('validates every field in Spanish and sends nothing', async () => {
  const { user } = renderContact();
  await submit(user);

  expect(await screen.findByText('* Ingresa tu nombre')).toBeInTheDocument();
  expect(screen.getByText('* Ingresa tu apellido')).toBeInTheDocument();
  expect(screen.getByText('* Ingresa tu correo')).toBeInTheDocument();
  expect(screen.getByText('* Escribe tu mensaje')).toBeInTheDocument();
  expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('* Escribe tu mensaje');
  expect(api.sendContactMessage).not.toHaveBeenCalled();
});

it('sends the message, shows the success text and clears the form', async () => {
  api.sendContactMessage.mockResolvedValue(undefined);
  const { user } = renderContact();
  await fillForm(user);
  await submit(user);

  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  expect(api.sendContactMessage).toHaveBeenCalledWith({
    firstName: 'Jorge',
    lastName: 'Salazar',
    email: 'jorge@example.pe',
    message: '¿Cómo publico un departamento en Miraflores?',
  });
  expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
});

it('on failure shows the failure text and keeps what was typed', async () => {
  api.sendContactMessage.mockRejectedValue(new ApiError(500, 'boom'));
  const { user } = renderContact();
  await fillForm(user);
  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Mensaje')).toHaveValue('¿Cómo publico un departamento en Miraflores?');
  expect(screen.getByLabelText('Nombre')).toHaveValue('Jorge');

  // A second try that works replaces the failure with the success text.
  api.sendContactMessage.mockResolvedValue(undefined);
  await submit(user);
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(FAILURE)).not.toBeInTheDocument());
});

it('prefills the names of a signed-in user', () => {
  useSession.getState().setUser({ userCode: 3, firstName: 'Carmen', lastName: 'Rojas', avatarUrl: '' });
  renderContact();
  expect(screen.getByLabelText('Nombre')).toHaveValue('Carmen');
  expect(screen.getByLabelText('Apellido')).toHaveValue('Rojas');
});
