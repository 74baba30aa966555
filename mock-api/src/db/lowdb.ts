import { createRequire } from 'node:module';

/** The lowdb 1.x API json-server 0.17 is built on: a lodash chain over the state plus read()/write(). */
export interface LowAdapter<S> {
  read(): S;
  write(data: S): void;
}

export interface LowDb<S> {
  getState(): S;
  setState(state: S): LowDb<S>;
  read(): LowDb<S>;
  write<T>(returnValue?: T): T;
}

// lowdb is json-server's own dependency: resolve it through json-server so we use exactly its copy.
const requireFromJsonServer = createRequire(require.resolve('json-server'));
const low = requireFromJsonServer('lowdb') as <S>(adapter: LowAdapter<S>) => LowDb<S>;

export function openLowDb<S>(adapter: LowAdapter<S>): LowDb<S> {
  return low(adapter);
}
