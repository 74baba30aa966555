/**
 * Playwright's `--shard=i/N` by each journey file's recorded seconds (e2e/support/shard-balance.ts calls
 * this from Reporter.preprocess, Playwright's documented place for a sharding of one's own): the built-in
 * split is turned off and the files of the other shards are excluded. Files stay whole: their journeys
 * run in order on one worker (fullyParallel: false).
 */
import path from 'node:path';
import type { FullConfig, Suite, TestRun } from '@playwright/test/reporter';
import { shardFiles, type Durations } from './balance';

/** Keeps this shard's files (paths from the config's rootDir, e2e/); without --shard, changes nothing. */
export function keepShardFiles(
  { config, suite, testRun }: { config: Pick<FullConfig, 'shard' | 'rootDir'>; suite: Suite; testRun: TestRun },
  durations: Durations,
): void {
  if (!config.shard) return;
  testRun.skipSharding();
  const fileSuites = suite.suites.flatMap((project) => project.suites);
  const key = (s: Suite) => path.relative(config.rootDir, s.location!.file).split(path.sep).join('/');
  const mine = new Set(shardFiles(fileSuites.map(key), durations, config.shard.current, config.shard.total));
  for (const s of fileSuites) if (!mine.has(key(s))) testRun.exclude(s);
}
