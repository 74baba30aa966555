import { SnapshotJson } from '../db/snapshot-json';
import { generateSeed } from '../seed/generate';

describe('SnapshotJson', () => {
  const fresh = () => generateSeed({ date: '2026-06-15' });

  it('writes what JSON.stringify writes', () => {
    const state = fresh();
    expect(new SnapshotJson().of(state)).toBe(JSON.stringify(state));
  });

  it('after records named as changed (in place or appended) it still writes exactly the state', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state);
    const request = state.houseRequests[3]!;
    request.title = 'Cambiada en su sitio';
    const added = { ...state.inbox[0]!, idInboxProperty: 9999 };
    state.inbox.push(added);
    json.forget([request, added]);
    expect(JSON.parse(json.of(state))).toEqual(JSON.parse(JSON.stringify(state)));
    expect(json.of(state)).toContain('Cambiada en su sitio');
  });

  it('keeps a record it was not told about as it was (a change must name it or forget everything)', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state);
    state.users[0]!.firstName = 'Sin avisar';
    expect(json.of(state)).not.toContain('Sin avisar');
    json.forgetAll();
    expect(json.of(state)).toContain('Sin avisar');
  });

  it('a list replaced or shortened is written again whole', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state);
    state.hours = state.hours.slice(1);
    state.visits.pop();
    expect(json.of(state)).toBe(JSON.stringify(state));
  });
});
