/** The seed's lists and users. */
import { codeOf, fact, list, memberOf, other, record, remember, type Place } from './facts';
import type { Case, Member, World } from '../types';

const anonymous = () => ({ who: null });

/** Reads a list and keeps what later steps need from it. */
const listCase = (learn?: (w: World, items: Array<Record<string, unknown>>) => void): Case => ({
  call: anonymous,
  learn: learn && ((w, answer) => learn(w, list(answer))),
});

const ids = (items: Array<Record<string, unknown>>, key: string) =>
  items.map((i) => i[key]).filter((v): v is number => typeof v === 'number');

/** Who the registration's success registers: a spare account first, else a member the backend does not know. */
function unregistered(w: World): Member | undefined {
  const { fresh, a, b } = w.members;
  return [fresh, a, b].find((m): m is Member => Boolean(m) && m!.userCode === undefined);
}

export const registration = (m: Member) => ({
  userFirebaseId: m.uid,
  firstName: m.key === 'b' ? 'Beto' : m.key === 'fresh' ? 'Carla' : 'Ana',
  lastName: 'Conformidad',
  email: m.email,
  phoneNumber: '987654321',
});

export const optionsAndUsersCases = {
  getCapabilities: {
    call: anonymous,
    alsoAccept: { status: 404, meaning: 'sin capacidades (solo semilla)' },
  },
  getUbigeos: listCase((w, items) => remember(w, 'ubigeos', items)),
  getDepartments: listCase((w, items) => remember(w, 'department', items[0]?.department)),
  getProvinces: {
    call: (w) => ({ who: null, params: { department: fact<string>(w, 'department') } }),
    learn: (w, answer) => remember(w, 'province', list(answer)[0]?.province),
  },
  getDistricts: {
    call: (w) => ({
      who: null,
      params: { department: fact<string>(w, 'department'), province: fact<string>(w, 'province') },
    }),
    learn: (w, answer) => {
      remember(w, 'districts', list(answer));
      remember(w, 'place', list(answer)[0] as unknown as Place | undefined);
    },
  },
  getTypeProcesses: listCase(),
  getTypeProcessesForProperty: listCase((w, items) => remember(w, 'propertyProcesses', ids(items, 'tprocessId'))),
  getTypeProcessesForRequest: listCase((w, items) => {
    // The operation a property and a request share (2, ALQUILAR): what makes them fit each other.
    const forProperty = (w.facts.propertyProcesses as number[] | undefined) ?? [];
    remember(
      w,
      'process',
      ids(items, 'tprocessId').find((id) => forProperty.includes(id)),
    );
  }),
  getTypeProperties: listCase((w, items) => {
    const flat = items.find((i) => /departamento/i.test(String(i.name))) ?? items[0];
    remember(w, 'tpropertyId', flat?.tpropertyId);
  }),
  getCharacteristics: listCase((w, items) =>
    remember(w, 'characteristics', ids(items, 'characteristicId').slice(0, 2)),
  ),
  getProfileImages: listCase(),
  getConfigParameters: listCase(),

  registerUser: {
    call: (w) => {
      const m = unregistered(w);
      if (m) return { who: m.key, body: registration(m) };
      // Its refusals need no new account: A's own registration, refused for what is wrong with each call.
      return {
        refusalsOnly: { who: 'a', body: registration(memberOf(w, 'a')) },
        why: 'todas las cuentas ya tienen usuario (añade "fresh", una cuenta sin usuario, a --tokens)',
      };
    },
    learn: (w, answer) => {
      const m = unregistered(w)!;
      m.userCode = record(answer).userCode as number | undefined;
    },
    // The registration names its account: another account's token must not register it.
    foreign: (_w, ok) => ({ ...ok, who: ok.who === 'b' ? 'a' : 'b' }),
  },
  getUserByUid: {
    call: (w) => ({ who: 'a', params: { uid: memberOf(w, 'a').uid } }),
  },
  getUserByEmail: {
    call: (w) => ({ who: null, params: { email: memberOf(w, 'a').email } }),
  },
  updateUser: {
    call: (w) => ({
      who: 'a',
      body: { userCode: codeOf(w, 'a'), firstName: 'Ana', lastName: 'Conformidad', phoneNumber: '987654322' },
    }),
    foreign: (_w, ok) => ({ ...ok, who: other('a') }),
  },
} satisfies Record<string, Case>;
