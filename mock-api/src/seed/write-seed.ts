import fs from 'node:fs';
import path from 'node:path';
import { journalFileOf } from '../alerts/journal';
import { writeDbFile } from '../db/atomic-file-adapter';
import { telemetryFileOf } from '../telemetry/counters';
import { writeEmulatorExport } from './emulator-export';
import { generateSeed, type SeedOptions } from './generate';
import { writeStaticAssets } from './svg';

export interface SeedTargets {
  dbFile: string;
  emulatorSeedDir: string;
  publicDir: string;
}

/** Generates the demo world and writes db.json (atomically), the emulator import folder and the images. */
export function writeSeed(targets: SeedTargets, options: SeedOptions = {}) {
  const state = generateSeed(options);
  writeDbFile(targets.dbFile, state);
  // A new world: the old notifications name requests and offers that no longer exist.
  fs.rmSync(journalFileOf(targets.dbFile), { force: true });
  // And the release telemetry starts again with it, as it did when its counters lived in the db.
  fs.rmSync(telemetryFileOf(targets.dbFile), { force: true });
  writeSupportFiles(targets, state.meta.seed.date);
  return state;
}

/**
 * The files derived from code only (no user data). The emulator import is rewritten only when asked
 * or missing: an emulator starting next to us may be reading it.
 */
export function writeSupportFiles(targets: Omit<SeedTargets, 'dbFile'>, date = new Date().toISOString().slice(0, 10), emulator: 'always' | 'if-missing' = 'always'): void {
  if (emulator === 'always' || !fs.existsSync(path.join(targets.emulatorSeedDir, 'auth_export', 'accounts.json'))) {
    writeEmulatorExport(targets.emulatorSeedDir, Date.parse(`${date}T12:00:00Z`) - 240 * 86_400_000);
  }
  writeStaticAssets(targets.publicDir);
}

export function dbExists(file: string): boolean {
  return fs.existsSync(file);
}
