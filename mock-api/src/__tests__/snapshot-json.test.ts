import { SnapshotJson } from '../db/snapshot-json';
import { generateSeed } from '../seed/generate';

describe('SnapshotJson', () => {
  const fresh = () => generateSeed({ date: '2026-06-15' });

  it('writes what JSON.stringify writes', () => {
    const state = fresh();
    expect(new SnapshotJson().of(state).toString()).toBe(JSON.stringify(state));
  });

  it('after records named as changed (in place or appended) it still writes exactly the state', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state).toString();
    const request = state.houseRequests[3]!;
    request.title = 'Cambiada en su sitio';
    const added = { ...state.inbox[0]!, idInboxProperty: 9999 };
    state.inbox.push(added);
    json.forget([request, added]);
    expect(JSON.parse(json.of(state).toString())).toEqual(JSON.parse(JSON.stringify(state)));
    expect(json.of(state).toString()).toContain('Cambiada en su sitio');
  });

  it('keeps a record it was not told about as it was (a change must name it or forget everything)', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state).toString();
    state.users[0]!.firstName = 'Sin avisar';
    expect(json.of(state).toString()).not.toContain('Sin avisar');
    json.forgetAll();
    expect(json.of(state).toString()).toContain('Sin avisar');
  });

  it('a list longer than one cached piece: an edit deep inside and appends are written exactly', () => {
    const state = fresh();
    while (state.houseRequests.length < 700) state.houseRequests.push({ ...state.houseRequests[0]!, houseRequestId: state.houseRequests.length + 1 });
    const json = new SnapshotJson();
    json.of(state);
    const deep = state.houseRequests[600]!;
    deep.title = 'Editada en el tercer trozo';
    const added = { ...deep, houseRequestId: 701 };
    state.houseRequests.push(added);
    json.forget([deep, added]);
    expect(json.of(state).toString()).toBe(JSON.stringify(state));
  });

  it('a list replaced or shortened is written again whole', () => {
    const state = fresh();
    const json = new SnapshotJson();
    json.of(state).toString();
    state.hours = state.hours.slice(1);
    state.visits.pop();
    expect(json.of(state).toString()).toBe(JSON.stringify(state));
  });
});
