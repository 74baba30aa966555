// `jest --shard=i/N` by the recorded seconds of each test file (.ci/durations/unit.json), not by a hash of
// its path: the hash put most of the tooling's slow suites in one shard. The split is
// scripts/lib/ci/balance.ts, the one CI's plan uses; the order inside a shard stays jest's own.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.resolve(__dirname, '..');

/**
 * balance.ts through tsx, registered only while it loads: a tsx hook left in jest's process would resolve
 * the projects' globalSetup files in its stead (and fail on mock-api's).
 */
function loadBalance() {
  const { register } = require('tsx/cjs/api');
  const tsx = register({ namespace: 'lotengo-shard-sequencer' });
  try {
    return tsx.require('../scripts/lib/ci/balance.ts', __filename);
  } finally {
    tsx.unregister();
  }
}

function recorded() {
  const file = path.join(ROOT, '.ci', 'durations', 'unit.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

const repoPath = (test) => path.relative(ROOT, test.path).split(path.sep).join('/');

module.exports = class ShardSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const { shardFiles } = loadBalance();
    const mine = new Set(shardFiles(tests.map(repoPath), recorded(), shardIndex, shardCount));
    return tests.filter((test) => mine.has(repoPath(test)));
  }
};
