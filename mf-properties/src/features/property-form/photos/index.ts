export { PhotoPicker, type PhotoPickerProps } from './photo-picker';
export { usePhotoList, type PhotoList, type PhotoListOptions } from './use-photo-list';
export type { PhotoItem, PhotoStatus } from './photo-item';
export { selectUploader, apiUploader, createFirebaseUploader, type PhotoUploader } from './upload';
