/**
 * `npm run releases -- list [app]`: the versions each app's site holds (its last deploy's site.json,
 * and the live and canary versions wherever the site serves them) and this runner's own, marked from
 * the pointer service's registry: ● live, ◐ canary.
 */
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';
import { listReleases } from '@lotengo/platform/releases/store';
import type { Deployment } from './deployment';

const ago = (iso: string) => {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  return minutes < 60
    ? `hace ${minutes} min`
    : minutes < 48 * 60
      ? `hace ${Math.round(minutes / 60)} h`
      : `hace ${Math.round(minutes / 1440)} d`;
};

export async function listLines(
  d: Pick<Deployment, 'registry' | 'sites' | 'store'>,
  apps: readonly AppName[] = APP_NAMES,
): Promise<string[]> {
  const { registry } = await d.registry.read();
  const lines = [`Registro revisión ${registry.revision} (${d.registry.url}) · versiones de este runner en ${d.store}`];
  for (const app of apps) {
    const pointer = registry.apps[APP_DIRS[app]];
    const mine = listReleases(d.store, app);
    const site = await d.sites.state(app).then(
      (s) => ({ versions: s.versions, error: null as string | null }),
      (err: Error) => ({ versions: [] as Array<{ version: string; createdAt: string }>, error: err.message }),
    );
    const rows = new Map<string, { createdAt: string; where: string[] }>();
    for (const v of site.versions) rows.set(v.version, { createdAt: v.createdAt, where: ['sitio'] });
    for (const r of mine)
      rows.set(r.version, { createdAt: r.createdAt, where: [...(rows.get(r.version)?.where ?? []), 'runner'] });
    // A version the pointer names may be served without being listed (npm start's own, or one an older
    // deploy left): its record on the site says so.
    const named = [pointer?.live, pointer?.canary?.version].filter(
      (v, i, all): v is string => Boolean(v) && all.indexOf(v) === i && !site.versions.some((s) => s.version === v),
    );
    for (const v of named) {
      const record = site.error ? null : await d.sites.record(app, v).catch(() => null);
      const row = rows.get(v);
      if (record) rows.set(v, { createdAt: record.createdAt, where: ['sitio', ...(row?.where ?? [])] });
      else if (!row) rows.set(v, { createdAt: '', where: [] });
    }
    const empty = rows.size ? '' : ': sin versiones';
    const unreachable = site.error ? ` — el sitio no respondió: ${site.error}` : '';
    lines.push(`${APP_DIRS[app]} (${d.sites.origin(app)})${empty}${unreachable}`);
    for (const [version, row] of [...rows].sort((a, b) => (a[1].createdAt < b[1].createdAt ? 1 : -1))) {
      const mark = version === pointer?.live ? '●' : version === pointer?.canary?.version ? '◐' : ' ';
      const when = row.createdAt ? ago(row.createdAt) : 'fecha desconocida';
      lines.push(
        `  ${mark} ${version}  ${when}  ${row.where.join(' y ') || 'no está en su sitio'}` +
          (mark === '◐' ? `  canario ${pointer!.canary!.percent} %` : ''),
      );
    }
  }
  return lines;
}
