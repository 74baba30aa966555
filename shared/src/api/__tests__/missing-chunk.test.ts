/**
 * The signed-in calls load with their first use; if that chunk is gone (a release pruned under an open
 * tab), the page says a reload is needed (the shell's banner) and the call fails like any other.
 */
class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

it('a missing chunk of the signed-in calls reports the missing file and rejects the call', async () => {
  jest.doMock('../session-endpoints', () => {
    throw new ChunkLoadError('Loading chunk 123 failed.');
  });
  let api!: typeof import('../endpoints').api;
  let remotes!: typeof import('../../remotes');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    api = (require('../endpoints') as typeof import('../endpoints')).api;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    remotes = require('../../remotes') as typeof import('../../remotes');
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(api.getInbox(7)).rejects.toThrow('Loading chunk 123 failed.');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('hace falta recargar'), expect.any(ChunkLoadError));
  remotes.resetMissingFileReport();
  jest.dontMock('../session-endpoints');
});
