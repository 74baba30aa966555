import type { FirebaseApp } from 'firebase/app';
import { initIdentity } from '@lotengo/shared/identity';
import type { PhotoUploader } from './photo-uploader';

type StorageModule = typeof import('firebase/storage');

export interface FirebaseUploaderDeps {
  bucket: string;
  /** The SDK module, loaded on the first upload only (it is not needed by anyone who never adds a photo). */
  loadStorage?: () => Promise<StorageModule>;
  /** The product's Firebase app (the one signed in), whose ID token Storage's rules check. */
  getApp?: () => Promise<FirebaseApp>;
  newName?: () => string;
}

const productApp = async (): Promise<FirebaseApp> => (await initIdentity()).app;

/** Firebase Storage with `uploadBytesResumable` (progress events, resumable on flaky mobile links). */
export function createFirebaseUploader({
  bucket,
  loadStorage = () => import('firebase/storage'),
  getApp = productApp,
  newName = () => crypto.randomUUID(),
}: FirebaseUploaderDeps): PhotoUploader {
  return {
    kind: 'firebase',
    async upload(file, { userCode, onProgress }) {
      const [sdk, app] = await Promise.all([loadStorage(), getApp()]);
      const storage = sdk.getStorage(app, `gs://${bucket.replace(/^gs:\/\//, '')}`);
      const name = newName();
      const task = sdk.uploadBytesResumable(sdk.ref(storage, `${userCode}/${name}`), file, { contentType: file.type });
      await new Promise<void>((resolve, reject) => {
        task.on(
          'state_changed',
          (snap) => onProgress?.(snap.totalBytes > 0 ? snap.bytesTransferred / snap.totalBytes : 0),
          reject,
          () => resolve(),
        );
      });
      const fileUrl = await sdk.getDownloadURL(task.snapshot.ref);
      return { name, tipo: file.type, fileUrl };
    },
  };
}
