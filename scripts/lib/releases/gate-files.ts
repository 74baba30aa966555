/**
 * The deploy gate's check of a candidate's files, which needs the version's bytes: only the CLI has them
 * (this runner's build, or the version copied from its site); the pointer service judges records only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRecord, verifyRelease } from '@lotengo/platform/releases/store';
import { empty, label, type CheckOutcome } from '@lotengo/platform/releases/gate-checks';

/** Every file a mf-manifest.json names (remote entry, exposes' and shared modules' assets). */
export function manifestFiles(manifest: unknown): string[] {
  const out = new Set<string>();
  const m = manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) out.add(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  const collect = (node: unknown, inAssets: boolean): void => {
    if (typeof node === 'string') {
      if (inAssets) out.add(node.replace(/^\.?\//, ''));
    } else if (Array.isArray(node)) node.forEach((n) => collect(n, inAssets));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) collect(v, inAssets || k === 'assets');
  };
  collect(manifest, false);
  return [...out].sort();
}

/** The candidate's files: its entry and manifest exist, every file of its record is there unchanged, every file its
 * manifest names is part of it. */
export function checkFiles(store: string, app: AppName, version: string): CheckOutcome {
  const out = empty();
  const record = readRecord(store, app, version);
  if (!record) {
    out.reasons.push(`La versión ${version} de ${APP_DIRS[app]} no está en el almacén de versiones.`);
    return out;
  }
  const dir = versionDir(store, app, version);
  const must = [...new Set([record.entry, 'mf-manifest.json'])];
  for (const file of must) {
    if (!fs.existsSync(path.join(dir, file)))
      out.reasons.push(`${label(record)} no tiene ${file}: ningún ` + `host podría cargarla.`);
  }
  for (const problem of verifyRelease(store, app, version)) {
    if (must.some((f) => problem === `falta ${f}`)) continue;
    out.reasons.push(
      `${label(record)}: ${problem.replace(/^falta /, 'falta el archivo ')} (comparado ` + `con su release.json).`,
    );
  }
  const manifestPath = path.join(dir, 'mf-manifest.json');
  if (fs.existsSync(manifestPath)) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    } catch {
      out.reasons.push(`${label(record)}: su mf-manifest.json no es JSON válido.`);
      return out;
    }
    for (const file of manifestFiles(manifest)) {
      if (!record.files[file] && !fs.existsSync(path.join(dir, file))) {
        out.reasons.push(`${label(record)}: su mf-manifest.json pide el archivo ${file}, que no está en la versión.`);
      }
    }
  }
  return out;
}
