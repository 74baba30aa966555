import type { RuntimeConfig } from '@lotengo/shared/config';
import { apiUploader } from './api-uploader';
import { createFirebaseUploader } from './firebase-uploader';
import type { PhotoUploader } from './photo-uploader';

/**
 * Chosen by configuration only: a `firebase.storageBucket` in /config.json (env FIREBASE_STORAGE_BUCKET)
 * means a real Firebase project with Storage; without it photos go to the API's storage endpoint.
 */
export function selectUploader(config: Pick<RuntimeConfig, 'firebase'>): PhotoUploader {
  const bucket = config.firebase.storageBucket?.trim();
  return bucket ? createFirebaseUploader({ bucket }) : apiUploader;
}
