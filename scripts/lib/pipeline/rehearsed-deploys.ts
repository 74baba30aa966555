/**
 * The deploy workflow's steps (deploy-steps.ts) for one app at a time, as they run in production, against
 * a rehearsal of production of their own (production's shape on the emulators, the current builds live;
 * scripts/lib/rehearsal), started at the first deploy: `npm run pipeline -- <app>` and CI's ensayo shards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consoleSink } from '../log';
import { storeDir } from '@lotengo/platform/releases/layout';
import { deploymentOf } from '../releases/deployment';
import { deployToken } from '../releases/deploy-token';
import { startRehearsal, type Rehearsal } from '../rehearsal/rehearsal';
import { runCommand } from '../stages';
import { appNameOf, type AppDir } from './apps';
import { deployScript, DEPLOY_STEPS } from './deploy-steps';

export class RehearsedDeploys {
  private rehearsal: Rehearsal | null = null;

  /** `smoke: false`: can-deploy without its browser smoke run (--no-smoke). */
  constructor(private readonly smoke: boolean) {}

  /** Its own folder and ports (PIPELINE_PORT_BASE, 25000), the current builds live. */
  private async start(): Promise<Rehearsal> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-pipeline-'));
    consoleSink('pipeline', `ensayo de producción propio en ${dir} (las compilaciones actuales en vivo)`);
    return startRehearsal({
      dir,
      store: storeDir(),
      env: { ...process.env, SHELL_PORT: process.env.PIPELINE_PORT_BASE ?? '25000' },
      sink: consoleSink,
      fresh: true,
    });
  }

  /** The steps for one app (release, version, upload, promote with the gate); resolves with their exit code. */
  async deploy(dir: AppDir): Promise<number> {
    this.rehearsal ??= await this.start();
    const rehearsal = this.rehearsal;
    const token = await deployToken(deploymentOf(rehearsal.runnerEnv), appNameOf(dir));
    const steps = DEPLOY_STEPS.map((step) =>
      this.smoke || !step.startsWith('npm run promote') ? step : `${step} --no-smoke`,
    );
    const env = {
      ...rehearsal.runnerEnv,
      RELEASES_DIR: storeDir(),
      DEPLOY_TOKEN: token,
      APP: dir,
      WHY: 'npm run pipeline (ensayo)',
    };
    return runCommand('bash', ['-c', deployScript(steps)], env);
  }

  /** Stops the rehearsal (if one started) and removes its folder. */
  async stop(): Promise<void> {
    const rehearsal = this.rehearsal;
    this.rehearsal = null;
    await rehearsal?.stop();
    if (rehearsal) fs.rmSync(rehearsal.dir, { recursive: true, force: true });
  }
}
