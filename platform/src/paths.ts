/** Where things live in the repository, for the scripts. */
import path from 'node:path';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');
export const BIN_DIR = path.join(ROOT_DIR, 'node_modules', '.bin');
export const MOCK_API_DIR = path.join(ROOT_DIR, 'mock-api');
/** The Auth emulator import folder written by the mock-api seed (same uids as the seeded users). */
export const EMULATOR_SEED_DIR = path.join(MOCK_API_DIR, 'data', 'emulator-seed');
export const EMULATOR_SEED_ACCOUNTS = path.join(EMULATOR_SEED_DIR, 'auth_export', 'accounts.json');
/** Local emulator data (gitignored). Accounts created while `npm start` runs are exported to auth/ on a clean stop. */
export const EMULATOR_DATA_DIR = path.join(ROOT_DIR, '.emulator-data');
export const EMULATOR_STATE_DIR = path.join(EMULATOR_DATA_DIR, 'auth');
export const FIREBASE_JSON = path.join(ROOT_DIR, 'firebase.json');
export const FIREBASE_PROJECT_ID = 'demo-lotengo';
