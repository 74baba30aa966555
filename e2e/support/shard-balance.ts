/**
 * `--shard=i/N` by the recorded seconds of each journey file (.ci/durations/e2e.json) instead of
 * Playwright's split by test count in file order, which put the five releases files (a third of the
 * suite's time) in one shard. A reporter is Playwright's documented place for this (Reporter.preprocess:
 * testRun.skipSharding, then testRun.exclude); the split is scripts/lib/ci/balance.ts, the same as CI's
 * plan (scripts/lib/ci/playwright-shard.ts). Files stay whole: their journeys run in order on one worker.
 * It also writes the seconds of each file it saw run to test-results/durations/ (`npm run ci:durations`).
 * Without --shard it changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult, TestRun } from '@playwright/test/reporter';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { readDurations } from '../../scripts/lib/ci/durations';
import { keepShardFiles } from '../../scripts/lib/ci/playwright-shard';

export default class ShardBalance implements Reporter {
  private config?: FullConfig;
  private readonly seconds = new Map<string, number>();

  printsToStdio(): boolean {
    return false;
  }

  async preprocess(params: { config: FullConfig; suite: Suite; testRun: TestRun }) {
    this.config = params.config;
    keepShardFiles(params, readDurations(ROOT_DIR, 'e2e'));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(ROOT_DIR, test.location.file).split(path.sep).join('/');
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(): void {
    if (!this.seconds.size) return;
    const dir = path.join(ROOT_DIR, 'test-results', 'durations');
    fs.mkdirSync(dir, { recursive: true });
    const shard = this.config?.shard;
    const name = shard ? `e2e-${shard.current}-de-${shard.total}.json` : 'e2e.json';
    const files = Object.fromEntries([...this.seconds].map(([f, s]) => [f, Math.round(s * 10) / 10]));
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify({ kind: 'e2e', files }, null, 2)}\n`);
  }
}
