/** Root jest: one project per package (each has its own jest.config.js). */
module.exports = {
  // --shard=i/N balanced by each file's recorded seconds (CI's unit shards, docs/pipelines.md).
  testSequencer: '<rootDir>/jest/shard-sequencer.js',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/mock-api',
    '<rootDir>/shell',
    '<rootDir>/mf-account',
    '<rootDir>/mf-requests',
    '<rootDir>/mf-properties',
    '<rootDir>/mf-inbox',
    '<rootDir>/mf-account',
    '<rootDir>/functions',
    '<rootDir>/platform',
    '<rootDir>/scripts',
  ].filter((v, i, a) => a.indexOf(v) === i),
};
