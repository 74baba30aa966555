import type { Multimedia } from '@lotengo/shared';

export interface UploadOptions {
  /** The owner's code: files are stored under {userCode}/{uuid} (docs/product/api.md). */
  userCode: number;
  /** Fraction of the file sent so far (0..1). */
  onProgress?: (fraction: number) => void;
}

/**
 * One upload interface for property photos: the mock API's storage endpoint in the local default,
 * Firebase Storage when a real project is configured (see select-uploader.ts). Both answer the
 * `multimedias` item the property is saved with.
 */
export interface PhotoUploader {
  readonly kind: 'api' | 'firebase';
  upload(file: Blob, options: UploadOptions): Promise<Multimedia>;
}
