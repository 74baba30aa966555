import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';

/** The committed contract (generated: `npm run openapi`). */
export const OPENAPI_FILE = path.join(ROOT_DIR, 'docs', 'api', 'openapi.json');
/** The reference page built from it (Redoc, everything inlined: no CDN), and the hash of what it was built from. */
export const REFERENCE_DIR = path.join(ROOT_DIR, '.cache', 'api-reference');
export const REFERENCE_PAGE = path.join(REFERENCE_DIR, 'index.html');
