import imageCompression from 'browser-image-compression';
import { compressPhoto } from '../compress';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('../compression-lib-url', () => ({
  compressionLibUrl: () => 'http://remote.test/assets/browser-image-compression.js',
}));
const lib = imageCompression as unknown as jest.Mock;

describe('compressPhoto', () => {
  it(
    'runs in a web worker (library served by this remote), ≤ 1920 px, about 1 MB, EXIF dropped, ' +
      'progress as a fraction',
    async () => {
      const out = new File([new Uint8Array(10)], 'sala.jpg', { type: 'image/jpeg' });
      lib.mockImplementation(async (_file: File, opts: { onProgress: (p: number) => void }) => {
        opts.onProgress(50);
        opts.onProgress(100);
        return out;
      });
      const progress: number[] = [];
      const input = new File([new Uint8Array(100)], 'sala.png', { type: 'image/png' });
      await expect(compressPhoto(input, (p) => progress.push(p))).resolves.toBe(out);
      expect(lib).toHaveBeenCalledWith(
        input,
        expect.objectContaining({
          useWebWorker: true,
          maxWidthOrHeight: 1920,
          maxSizeMB: 1,
          preserveExif: false,
          fileType: 'image/jpeg',
          libURL: 'http://remote.test/assets/browser-image-compression.js',
        }),
      );
      expect(progress).toEqual([0.5, 1]);
    },
  );

  it('keeps WEBP as WEBP', async () => {
    lib.mockResolvedValue(new File([], 'x.webp', { type: 'image/webp' }));
    await compressPhoto(new File([], 'x.webp', { type: 'image/webp' }), () => undefined);
    expect(lib).toHaveBeenLastCalledWith(expect.any(File), expect.objectContaining({ fileType: 'image/webp' }));
  });
});
