import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, fakeApi, type FakeApi } from '@lotengo/shared/testing';
import { AvatarPicker } from '../avatar-picker';

let api: FakeApi;

const avatars = [1, 2, 3, 4].map((n) => ({
  imageProfileId: n,
  url: `http://api.test/mvp/static/avatars/avatar-${n}.svg`,
}));

const onChange = jest.fn();
function Harness({ initial = avatars[0].url }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AvatarPicker
      value={value}
      triggerLabel="Elegir avatar"
      onChange={(url) => {
        onChange(url);
        setValue(url);
      }}
    />
  );
}

const triggerImage = () => screen.getByRole('button', { name: 'Elegir avatar' }).querySelector('img');

beforeEach(() => {
  onChange.mockClear();
  api = fakeApi();
  api.getProfileImages.mockResolvedValue(avatars);
});

it('opens "Selecciona tu avatar" from the keyboard, starting on the current avatar', async () => {
  const { user } = renderWithProviders(<Harness initial={avatars[2].url} />, { route: '/', path: '/' });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Elegir avatar' })).toHaveFocus();
  await user.keyboard('{Enter}');

  const dialog = await screen.findByRole('dialog', { name: 'Selecciona tu avatar' });
  const current = await within(dialog).findByRole('button', { name: 'Avatar 3' });
  expect(current).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(current).toHaveFocus());
});

it('arrow keys move between avatars and Enter chooses one, closing the modal', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/', path: '/' });
  await user.click(screen.getByRole('button', { name: 'Elegir avatar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Selecciona tu avatar' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avatar 1' })).toHaveFocus());

  await user.keyboard('{ArrowRight}');
  expect(within(dialog).getByRole('button', { name: 'Avatar 2' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  // Wraps around from the first to the last.
  expect(within(dialog).getByRole('button', { name: 'Avatar 4' })).toHaveFocus();
  await user.keyboard('{Home}{ArrowDown}{Enter}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onChange).toHaveBeenCalledWith(avatars[1].url);
  expect(triggerImage()).toHaveAttribute('src', avatars[1].url);
  // Focus goes back to where the user was.
  expect(screen.getByRole('button', { name: 'Elegir avatar' })).toHaveFocus();
});

it('Escape closes without changing the avatar', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/', path: '/' });
  await user.click(screen.getByRole('button', { name: 'Elegir avatar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Selecciona tu avatar' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avatar 1' })).toHaveFocus());
  await user.keyboard('{ArrowRight}{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  expect(triggerImage()).toHaveAttribute('src', avatars[0].url);
});

it('choosing the avatar already in use does not report a change', async () => {
  const { user } = renderWithProviders(<Harness />, { route: '/', path: '/' });
  await user.click(screen.getByRole('button', { name: 'Elegir avatar' }));
  await user.click(await screen.findByRole('button', { name: 'Avatar 1' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

it('says so in Spanish when the avatars cannot be loaded, and retries', async () => {
  api.getProfileImages.mockRejectedValueOnce(new Error('network'));
  const { user } = renderWithProviders(<Harness />, { route: '/', path: '/' });
  await user.click(screen.getByRole('button', { name: 'Elegir avatar' }));

  expect(await screen.findByText('No se pudieron cargar los avatares.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('button', { name: 'Avatar 4' })).toBeInTheDocument();
});
