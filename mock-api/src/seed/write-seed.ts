import fs from 'node:fs';
import path from 'node:path';
import { writeDbFile, type ExportedDb } from '../db/export';
import { checkDbShape, normalizeDb, type DbState } from '../db/schema';
import { writeEmulatorExport } from './emulator-export';
import { generateSeed, type SeedOptions } from './generate';
import { writeStaticAssets } from './svg';

export interface SeedTargets {
  dbFile: string;
  emulatorSeedDir: string;
  publicDir: string;
}

/**
 * Generates the demo world and writes it as a new database file in place of the old one (at once:
 * notifications and telemetry start again with it), the emulator import folder and the images.
 */
export function writeSeed(targets: SeedTargets, options: SeedOptions = {}) {
  const state = generateSeed(options);
  writeDbFile(targets.dbFile, state);
  writeSupportFiles(targets, state.meta.seed.date);
  return state;
}

/**
 * The files derived from code only (no user data). The emulator import is rewritten only when asked
 * or missing: an emulator starting next to us may be reading it.
 */
export function writeSupportFiles(
  targets: Omit<SeedTargets, 'dbFile'>,
  date = new Date().toISOString().slice(0, 10),
  emulator: 'always' | 'if-missing' = 'always',
): void {
  if (emulator === 'always' || !fs.existsSync(path.join(targets.emulatorSeedDir, 'auth_export', 'accounts.json'))) {
    writeEmulatorExport(targets.emulatorSeedDir, Date.parse(`${date}T12:00:00Z`) - 240 * 86_400_000);
  }
  writeStaticAssets(targets.publicDir);
}

/** A JSON export (or an older db.json) as a new database file in place of the old one. */
export function importJson(targets: SeedTargets, jsonFile: string) {
  const data = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as unknown;
  const problem = checkDbShape(data);
  if (problem) throw new Error(`${jsonFile} no tiene el formato esperado: ${problem}`);
  const state = normalizeDb(data as Record<string, unknown>) as DbState & Partial<ExportedDb>;
  writeDbFile(targets.dbFile, state);
  writeSupportFiles(targets, state.meta?.seed?.date, 'if-missing');
  return state;
}

export function dbExists(file: string): boolean {
  return fs.existsSync(file);
}
