import type { FirebaseApp } from 'firebase/app';
import { fakeApi, TEST_RUNTIME_CONFIG } from '@lotengo/shared/testing';
import { apiUploader, createFirebaseUploader, selectUploader } from '../upload';

type StorageModule = typeof import('firebase/storage');

/** A stand-in for firebase/storage: records what the adapter asked for and plays back progress events. */
function fakeStorageSdk({ fail }: { fail?: Error } = {}) {
  const calls: { bucket?: string; path?: string; contentType?: string } = {};
  const snapshotRef = { fullPath: '' };
  const sdk = {
    getStorage: jest.fn((_app: unknown, bucket: string) => {
      calls.bucket = bucket;
      return { kind: 'storage' };
    }),
    ref: jest.fn((_storage: unknown, path: string) => {
      calls.path = path;
      snapshotRef.fullPath = path;
      return snapshotRef;
    }),
    uploadBytesResumable: jest.fn((_ref: unknown, _file: Blob, meta: { contentType: string }) => {
      calls.contentType = meta.contentType;
      return {
        snapshot: { ref: snapshotRef },
        on: (
          _event: string,
          next: (s: { bytesTransferred: number; totalBytes: number }) => void,
          error: (e: Error) => void,
          complete: () => void,
        ) => {
          next({ bytesTransferred: 0, totalBytes: 200 });
          next({ bytesTransferred: 100, totalBytes: 200 });
          if (fail) error(fail);
          else {
            next({ bytesTransferred: 200, totalBytes: 200 });
            complete();
          }
        },
      };
    }),
    getDownloadURL: jest.fn(
      async (ref: { fullPath: string }) =>
        'https://firebasestorage.googleapis.com/v0/b/lotengo.appspot.com/o/' +
        `${encodeURIComponent(ref.fullPath)}?alt=media`,
    ),
  };
  return { sdk, calls, load: async () => sdk as unknown as StorageModule };
}

const app = { name: 'lotengo' } as FirebaseApp;
const photo = () => new File([new Uint8Array(200)], 'sala.jpg', { type: 'image/jpeg' });

describe('selectUploader (configuration, then what the API has)', () => {
  const withBucket = { firebase: { ...TEST_RUNTIME_CONFIG.firebase, storageBucket: 'lotengo.appspot.com' } };

  it('the API storage without a storageBucket, Firebase Storage with one', () => {
    expect(selectUploader(TEST_RUNTIME_CONFIG)?.kind).toBe('api');
    expect(selectUploader({ firebase: { ...TEST_RUNTIME_CONFIG.firebase, storageBucket: '  ' } })?.kind).toBe('api');
    expect(selectUploader(withBucket)?.kind).toBe('firebase');
  });

  it('an API without photo storage: Firebase Storage as the seed did, else no uploads at all', () => {
    expect(selectUploader(withBucket, false)?.kind).toBe('firebase');
    expect(selectUploader(TEST_RUNTIME_CONFIG, false)).toBeNull();
    // Not known yet: the API's, whose send the client holds until the answer is in.
    expect(selectUploader(TEST_RUNTIME_CONFIG, undefined)?.kind).toBe('api');
  });
});

describe('apiUploader', () => {
  it('posts the file to the storage endpoint and reports progress', async () => {
    const stored = {
      name: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      tipo: 'image/jpeg',
      fileUrl: 'http://api.test/mvp/storage/9/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    };
    const api = fakeApi({
      uploadImage: async (_file, _name, onProgress) => {
        onProgress?.(0.4);
        onProgress?.(1);
        return stored;
      },
    });
    const progress: number[] = [];
    await expect(apiUploader.upload(photo(), { userCode: 9, onProgress: (p) => progress.push(p) })).resolves.toEqual(
      stored,
    );
    expect(api.uploadImage).toHaveBeenCalledWith(expect.any(File), 'sala.jpg', expect.any(Function));
    expect(progress).toEqual([0.4, 1]);
  });
});

describe('Firebase Storage uploader', () => {
  it(
    'uploads to {userCode}/{uuid} with uploadBytesResumable, reports progress and ' + 'answers the multimedia',
    async () => {
      const { load, calls, sdk } = fakeStorageSdk();
      const uploader = createFirebaseUploader({
        bucket: 'lotengo.appspot.com',
        loadStorage: load,
        getApp: async () => app,
        newName: () => 'uuid-1',
      });
      const progress: number[] = [];
      const result = await uploader.upload(photo(), { userCode: 12, onProgress: (p) => progress.push(p) });
      expect(calls).toEqual({ bucket: 'gs://lotengo.appspot.com', path: '12/uuid-1', contentType: 'image/jpeg' });
      expect(sdk.getStorage).toHaveBeenCalledWith(app, 'gs://lotengo.appspot.com');
      expect(progress).toEqual([0, 0.5, 1]);
      expect(result).toEqual({ name: 'uuid-1', tipo: 'image/jpeg', fileUrl: expect.stringContaining('12%2Fuuid-1') });
    },
  );

  it('rejects when the SDK reports an error (the tile then offers a retry)', async () => {
    const { load } = fakeStorageSdk({ fail: new Error('storage/unauthorized') });
    const uploader = createFirebaseUploader({
      bucket: 'gs://lotengo.appspot.com',
      loadStorage: load,
      getApp: async () => app,
      newName: () => 'uuid-2',
    });
    await expect(uploader.upload(photo(), { userCode: 12 })).rejects.toThrow('storage/unauthorized');
  });

  it('does not load the SDK until the first upload', async () => {
    const { load } = fakeStorageSdk();
    const spy = jest.fn(load);
    const uploader = createFirebaseUploader({
      bucket: 'b',
      loadStorage: spy,
      getApp: async () => app,
      newName: () => 'u',
    });
    expect(spy).not.toHaveBeenCalled();
    await uploader.upload(photo(), { userCode: 1 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
