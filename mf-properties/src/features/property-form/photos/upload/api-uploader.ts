import { api } from '@lotengo/shared/api';
import type { PhotoUploader } from './photo-uploader';

/** POST /storage/upload: the API names the file with a uuid in the caller's folder (it knows the caller from the
 * token). */
export const apiUploader: PhotoUploader = {
  kind: 'api',
  upload: (file, { onProgress }) => api.uploadImage(file, file instanceof File ? file.name : 'foto', onProgress),
};
