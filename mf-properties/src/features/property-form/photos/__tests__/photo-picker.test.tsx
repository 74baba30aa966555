import { act, screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, renderWithProviders } from '@lotengo/shared/testing';
import type { Multimedia } from '@lotengo/shared';
import { PhotoPicker } from '../photo-picker';
import { usePhotoList } from '../use-photo-list';
import type { PhotoUploader } from '../upload';
import { compressPhoto } from '../compress';

// Lists arrive through real queries and effects: on a busy 2-core machine they need more than 1 s.
configure({ asyncUtilTimeout: 5000 });

jest.mock('../compress', () => ({ compressPhoto: jest.fn() }));
const compress = compressPhoto as jest.MockedFunction<typeof compressPhoto>;

const jpeg = (name: string, size = 2_000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const stored = (name: string): Multimedia => ({
  name,
  tipo: 'image/jpeg',
  fileUrl: `http://api.test/mvp/storage/9/${name}`,
});

function Harness({ uploader, max }: { uploader: PhotoUploader; max?: number }) {
  const photos = usePhotoList({ userCode: OWNER.userCode, uploader, max });
  return (
    <>
      <PhotoPicker photos={photos} />
      <output data-testid="multimedias">{JSON.stringify(photos.multimedias.map((m) => m.name))}</output>
    </>
  );
}

function setup(uploader: PhotoUploader, max?: number) {
  renderWithProviders(<Harness uploader={uploader} max={max} />, { session: OWNER });
  // The drop zone's input says accept="image/*": the user still can drop anything, so let the test too.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Fotos de la propiedad') as HTMLInputElement;
  return { user, input };
}

const okUploader = (): PhotoUploader & { upload: jest.Mock } => ({
  kind: 'api',
  upload: jest.fn(async (file: Blob, { onProgress }) => {
    onProgress?.(0.5);
    return stored(`uuid-${(file as File).name}`);
  }),
});

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  compress.mockReset();
  compress.mockImplementation(async (file, onProgress) => {
    onProgress(1);
    return new File([new Uint8Array(100)], file.name, { type: 'image/jpeg' });
  });
  URL.createObjectURL = jest.fn(() => `blob:photo-${++objectUrls}`);
  URL.revokeObjectURL = jest.fn();
  // jsdom decodes nothing: a .heic "fails to decode" like on desktop Chrome, everything else decodes.
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async (file: File) => {
    if (/\.heic$/i.test(file.name))
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { close: () => undefined };
  });
});

describe('PhotoPicker', () => {
  it('compresses then uploads each photo, in order; the first one is the cover', async () => {
    const uploader = okUploader();
    const { user, input } = setup(uploader);
    await user.upload(input, [jpeg('sala.jpg'), jpeg('cocina.jpg')]);
    await waitFor(() =>
      expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-sala.jpg","uuid-cocina.jpg"]'),
    );
    expect(compress).toHaveBeenCalledTimes(2);
    expect(uploader.upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ userCode: OWNER.userCode }),
    );
    const tiles = within(screen.getByRole('list', { name: /Fotos elegidas/ })).getAllByRole('listitem');
    expect(within(tiles[0]).getByText('Portada')).toBeInTheDocument();
    expect(within(tiles[1]).queryByText('Portada')).not.toBeInTheDocument();
    expect(within(tiles[0]).getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', 'blob:photo-1');
    expect(within(tiles[0]).getByRole('progressbar', { name: 'Progreso de la foto 1' })).toHaveAttribute(
      'value',
      '100',
    );
    expect(screen.getByText(/2 de 20 fotos/)).toBeInTheDocument();
  });

  it('refuses a file over 10,420,000 bytes and a PDF, each with its reason, and keeps neither', async () => {
    const uploader = okUploader();
    const { user, input } = setup(uploader);
    const pdf = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    await user.upload(input, [jpeg('enorme.jpg', 10_420_001), pdf]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('«enorme.jpg»: la imagen supera el tamaño máximo (10,42 MB).');
    expect(alert).toHaveTextContent(
      '«contrato.pdf»: no es una imagen. Solo se permiten imágenes (JPG, PNG, WEBP o GIF).',
    );
    expect(screen.queryByRole('list', { name: /Fotos elegidas/ })).not.toBeInTheDocument();
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('accepts exactly 10,420,000 bytes', async () => {
    const { user, input } = setup(okUploader());
    await user.upload(input, [jpeg('justo.jpg', 10_420_000)]);
    await waitFor(() => expect(screen.getByTestId('multimedias')).toHaveTextContent('uuid-justo.jpg'));
  });

  it('explains a format the browser cannot decode (HEIC) instead of showing a broken thumbnail', async () => {
    const { user, input } = setup(okUploader());
    await user.upload(input, [new File([new Uint8Array(50)], 'IMG_0001.HEIC', { type: '' }), jpeg('patio.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /«IMG_0001.HEIC»: tu navegador no puede abrir este formato de imagen \(por ejemplo HEIC/,
    );
    await waitFor(() => expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-patio.jpg"]'));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('a failed upload shows "No se pudo subir" and Reintentar uploads the same optimised file again', async () => {
    const uploader = okUploader();
    uploader.upload.mockRejectedValueOnce(new Error('red caída'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, input } = setup(uploader);
    await user.upload(input, [jpeg('fachada.jpg')]);
    expect(await screen.findByText('No se pudo subir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar subir la foto 1' }));
    await waitFor(() => expect(screen.getByTestId('multimedias')).toHaveTextContent('uuid-fachada.jpg'));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(uploader.upload).toHaveBeenCalledTimes(2);
  });

  it('removes a photo', async () => {
    const { user, input } = setup(okUploader());
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-a.jpg","uuid-b.jpg"]'));
    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-b.jpg"]');
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it('stops at the limit and says so', async () => {
    const { user, input } = setup(okUploader(), 3);
    await user.upload(input, [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Se permiten hasta 3 fotos: 1 foto no se añadió.');
    await waitFor(() =>
      expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-1.jpg","uuid-2.jpg","uuid-3.jpg"]'),
    );
    await user.upload(input, [jpeg('5.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Llegaste al máximo de 3 fotos. Quita alguna para añadir otra.',
    );
  });

  it(
    'reorders by keyboard (Space, arrow, Space) with Spanish announcements; the new ' + 'first photo is the cover',
    async () => {
      const { user, input } = setup(okUploader());
      await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
      await waitFor(() =>
        expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-a.jpg","uuid-b.jpg","uuid-c.jpg"]'),
      );
      // jsdom lays nothing out: give each tile a place in a row so the keyboard sensor can find its neighbour.
      const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const tile = this.closest('li[data-index]');
        const i = tile ? Number(tile.getAttribute('data-index')) : 0;
        const left = i * 160;
        return {
          x: left,
          y: 0,
          left,
          top: 0,
          width: 150,
          height: 150,
          right: left + 150,
          bottom: 150,
          toJSON: () => ({}),
        } as DOMRect;
      });
      const handle = screen.getByRole('button', { name: 'Mover la foto 2' });
      handle.focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Tomaste la foto 2.')).toBeInTheDocument();
      await user.keyboard('{ArrowLeft}');
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      await user.keyboard(' ');
      await waitFor(() =>
        expect(screen.getByTestId('multimedias')).toHaveTextContent('["uuid-b.jpg","uuid-a.jpg","uuid-c.jpg"]'),
      );
      expect(screen.getByText('Soltaste la foto 2 en la posición 1. Ahora es la portada.')).toBeInTheDocument();
      const tiles = within(screen.getByRole('list', { name: /Fotos elegidas/ })).getAllByRole('listitem');
      expect(within(tiles[0]).getByText('Portada')).toBeInTheDocument();
      expect(within(tiles[0]).getByRole('img')).toHaveAttribute('src', 'blob:photo-2');
      rect.mockRestore();
    },
  );
});
