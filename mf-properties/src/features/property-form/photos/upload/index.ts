export type { PhotoUploader, UploadOptions } from './photo-uploader';
export { apiUploader } from './api-uploader';
export { createFirebaseUploader, type FirebaseUploaderDeps } from './firebase-uploader';
export { selectUploader } from './select-uploader';
