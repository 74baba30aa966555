import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';
import multer from 'multer';
import {
  API_BASE_PATH,
  apiPaths,
  buildPath,
  MAX_IMAGE_BYTES,
  PHOTO_WIDTHS,
  PREVIEW_PARAM,
  PREVIEW_WIDTH,
  type Multimedia,
} from '@lotengo/shared/contracts';
import { ensureVariant, isPhotoWidth, makeVariants } from '../domain/photo-variants';
import { requireUser } from '../auth/middleware';
import { writeFileAtomic } from '../files/atomic-write';
import type { StoredUser } from '../db/schema';
import { asyncHandler, badRequest, notFound } from '../http/errors';
import { publicBase } from '../http/urls';
import { intParam } from '../http/validate';
import type { Deps } from './deps';

const ALLOWED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
type ImageType = (typeof ALLOWED)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the first bytes say the file is; the declared mime type alone proves nothing. */
export function sniffImage(head: Buffer): ImageType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/**
 * The path under the API base of an image URL this API serves (absolute or already relative), e.g.
 * '/mvp/storage/7/{uuid}'; null when it is not one of ours. Stored paths stay relative to survive a
 * change of host or port (see http/urls.ts).
 */
export function apiRelativePath(fileUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(fileUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(`${API_BASE_PATH}/`) ? pathname : null;
}

const STORED_FILE = new RegExp(`^${API_BASE_PATH}/storage/(\\d+)/([0-9a-f-]{36})$`);

/** Whether `relativePath` names a file this API stored for `userCode` (upload endpoint) and still holds. */
export function isStoredUpload(relativePath: string, userCode: number, uploadsDir: string): boolean {
  const m = STORED_FILE.exec(relativePath);
  if (!m || Number(m[1]) !== userCode || !UUID.test(m[2] ?? '')) return false;
  return fs.existsSync(path.join(uploadsDir, String(userCode), m[2]!));
}

const readHead = (file: string): Buffer => {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(12);
    fs.readSync(fd, head, 0, 12, 0);
    return head;
  } finally {
    fs.closeSync(fd);
  }
};

const declaredType = (mime: string) => (mime === 'image/jpg' || mime === 'image/pjpeg' ? 'image/jpeg' : mime);

/**
 * Local stand-in for the cloud file storage (docs/product/api.md): images only, ≤ 10,420,000 bytes, stored as
 * uploads/{userCode}/{uuid} and served back by URL. Production uses Firebase Storage behind the same contract.
 */
export function storageRoutes(router: Router, deps: Deps): void {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 },
  });

  router.post(
    apiPaths.storageUpload,
    // Who is uploading is checked before the body is read: no anonymous file lands in memory.
    asyncHandler((req, res, next) => {
      res.locals.user = requireUser(req, deps.store);
      next();
    }),
    upload.single('file'),
    asyncHandler(async (req, res) => {
      const user = res.locals.user as StoredUser;
      const file = req.file;
      if (!file) throw badRequest('Adjunta una imagen en el campo "file" (multipart/form-data)', 'file');
      const declared = declaredType(file.mimetype);
      if (!(ALLOWED as readonly string[]).includes(declared))
        throw badRequest('Solo se aceptan imágenes PNG, JPEG, WEBP o GIF', 'file');
      const actual = sniffImage(file.buffer);
      if (actual !== declared) throw badRequest('El contenido del archivo no es la imagen que dice ser', 'file');
      const name = randomUUID();
      const dir = path.join(deps.uploadsDir, String(user.userCode));
      fs.mkdirSync(dir, { recursive: true });
      writeFileAtomic(path.join(dir, name), file.buffer);
      // The thumbnail and screen-size variants, before the answer: the first viewer waits for none.
      await makeVariants(path.join(dir, name));
      const filePath = buildPath(apiPaths.storageFile, { userCode: user.userCode, fileName: name });
      const fileUrl = `${publicBase(req, deps.publicApiUrl)}${filePath}`;
      const answer: Multimedia = { name, tipo: actual, fileUrl };
      res.status(201).json(answer);
    }),
  );

  // Public like any image URL (an <img> sends no token); the uuid is the secret.
  router.get(
    apiPaths.storageFile,
    asyncHandler(async (req, res) => {
      const userCode = intParam(req.params.userCode, 'userCode');
      const fileName = req.params.fileName ?? '';
      if (!UUID.test(fileName)) throw notFound('No existe esa imagen', 'fileName');
      const file = path.join(deps.uploadsDir, String(userCode), fileName);
      let head: Buffer;
      try {
        const fd = fs.openSync(file, 'r');
        try {
          head = Buffer.alloc(12);
          fs.readSync(fd, head, 0, 12, 0);
        } finally {
          fs.closeSync(fd);
        }
      } catch {
        throw notFound('No existe esa imagen', 'fileName');
      }
      // ?w= one of PHOTO_WIDTHS: the photo that wide (made on first request for older uploads);
      // ?previa=1: its stand-in for a detail's HTML (PREVIEW_WIDTH px, low quality).
      const width = req.query.w === undefined ? null : Number(req.query.w);
      if (width !== null && !isPhotoWidth(width)) throw badRequest(`w debe ser uno de ${PHOTO_WIDTHS.join(', ')}`, 'w');
      const preview = req.query[PREVIEW_PARAM];
      if (preview !== undefined && (preview !== '1' || width !== null))
        throw badRequest(`${PREVIEW_PARAM} solo admite 1, sin w`, PREVIEW_PARAM);
      const served = preview
        ? await ensureVariant(file, PREVIEW_WIDTH, { preview: true })
        : width === null
          ? file
          : await ensureVariant(file, width);
      const kind = served === file ? sniffImage(head) : sniffImage(readHead(served));
      res.set({
        'Content-Type': kind ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      res.sendFile(served);
    }),
  );
}
