/**
 * A release record with nothing to judge (no contract, no shared modules): for the pointer service's
 * tests about credentials and storage, where every version is on its site and the deploy gate says yes.
 */
import { APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import type { RecordReader } from '@lotengo/platform/releases/gate';

export function stubRecord(app: AppName, version: string): ReleaseRecord {
  return {
    schema: 1,
    app: APP_DIRS[app],
    container: app,
    version,
    commit: 'abc1234',
    dirty: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'test',
    inputsHash: `inputs-${version}`,
    contentHash: `content-${version}`,
    entry: app === 'shell' ? 'index.html' : 'mf-manifest.json',
    exposes: [],
    shared: [],
    federationRuntime: { version: '2.9.2', role: app === 'shell' ? 'provides' : 'consumes', plugin: '2.9.2' },
    files: {},
  };
}

/** Every version is on its site, with a record the gate accepts. */
export const anyVersion: RecordReader = async (app, version) => stubRecord(app, version);
