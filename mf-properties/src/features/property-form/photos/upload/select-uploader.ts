import type { RuntimeConfig } from '@lotengo/shared/config';
import { apiUploader } from './api-uploader';
import { createFirebaseUploader } from './firebase-uploader';
import type { PhotoUploader } from './photo-uploader';

/**
 * Chosen by configuration: a `firebase.storageBucket` in /config.json (env FIREBASE_STORAGE_BUCKET) means a
 * real Firebase project with Storage, as the seed uploaded; without it photos go to the API's storage
 * endpoint, where the API has one (GET /capabilities: `photoStorage`). Neither: null, no uploads.
 */
export function selectUploader(
  config: Pick<RuntimeConfig, 'firebase'>,
  apiHasStorage: boolean | undefined = true,
): PhotoUploader | null {
  const bucket = config.firebase.storageBucket?.trim();
  if (bucket) return createFirebaseUploader({ bucket });
  // Not known yet counts as there: the client's guard holds a send until the answer is in.
  return apiHasStorage === false ? null : apiUploader;
}
