import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PropertyMatches, RequestMatches } from '@lotengo/shared';
import {
  clearRemoteComponentCache,
  configureRemoteLoading,
  resetRemoteLoadingState,
  type PropertyCardProps,
  type RequestCardProps,
} from '@lotengo/shared/remotes';
import { defaultEmailFrequencies, defaultNotificationKinds } from '@lotengo/shared/contracts/alerts';
import { fakeApi, makeHouseRequest, makeProperty, type FakeApi } from '@lotengo/shared/testing';
import {
  PropertyMatches as PropertyMatchesList,
  RequestMatches as RequestMatchesList,
} from '../../features/profile-matches';
import { ProfileTabs as ComposedTabs } from '../../features/profile-tabs';
import NotificationPreferences from '../../features/notification-preferences/notification-preferences';

/*
 * What the profile tabs need around them in a test: the two cards of other remotes (stand-ins loaded
 * through the real shared loader, with the federation runtime mocked by the test file) and the API calls
 * of both tabs. Test files must call jest.mock('@module-federation/enhanced/runtime', …) themselves.
 */

export const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function FakeRequestCard({ request, editable }: RequestCardProps) {
  return (
    <article data-testid="request-card" data-editable={String(Boolean(editable))}>
      {request.title}
    </article>
  );
}

function FakePropertyCard({ property, own }: PropertyCardProps) {
  return (
    <article data-testid="property-card" data-own={String(Boolean(own))}>
      {property.title}
    </article>
  );
}

/** Both card remotes up, or the ones named down (every load fails as a network error would). */
export function setUpCardRemotes(down: ('mf_requests' | 'mf_properties')[] = []) {
  clearRemoteComponentCache();
  resetRemoteLoadingState();
  configureRemoteLoading({ attempts: 1, baseDelayMs: 0 });
  loadRemoteMock.mockImplementation(async (id: string) => {
    const remote = id.split('/')[0] as 'mf_requests' | 'mf_properties';
    if (down.includes(remote)) throw new Error('ScriptNetworkError: Failed to load script');
    return { default: remote === 'mf_requests' ? FakeRequestCard : FakePropertyCard } as never;
  });
}

export const ME = 7;

export const myRequest = makeHouseRequest({
  houseRequestId: 12,
  userCode: ME,
  title: 'Busco depa en Miraflores',
  district: 'MIRAFLORES',
});
export const myProperty = {
  ...makeProperty({ propertyId: 31, userCode: ME, title: 'Depa con vista al mar', price: 1400 }),
  status: 1 as const,
  rejectReasons: {},
};

const others = {
  property: makeProperty({
    propertyId: 40,
    userCode: 9,
    title: 'Depa en Larco',
    price: 1450,
    processType: 'ALQUILAR',
    propertyType: 'Departamento',
    district: 'MIRAFLORES',
    phoneNumber: '987654321',
  }),
  nearProperty: makeProperty({ propertyId: 41, userCode: 10, title: 'Depa caro en Larco', price: 1590 }),
  request: makeHouseRequest({
    houseRequestId: 50,
    userCode: 9,
    title: 'Pareja busca depa',
    phoneNumber: '912 345 678',
  }),
  nearRequest: makeHouseRequest({ houseRequestId: 51, userCode: 11, title: 'Busco con 3 dormitorios' }),
};
export { others };

export const propertyMatches: PropertyMatches = {
  groups: [
    {
      request: myRequest,
      matches: [
        {
          property: others.property,
          reasons: [{ kind: 'district' }, { kind: 'price' }, { kind: 'bedrooms', value: 2 }],
          near: false,
          misses: [],
        },
      ],
      nearMatches: [
        {
          property: others.nearProperty,
          reasons: [{ kind: 'district' }],
          near: true,
          misses: [{ kind: 'price', value: 6 }],
        },
      ],
      total: 1,
      nearTotal: 1,
    },
  ],
  total: 1,
  nearTotal: 1,
  groupsTotal: 1,
};

export const requestMatches: RequestMatches = {
  groups: [
    {
      property: myProperty,
      matches: [
        {
          request: others.request,
          reasons: [{ kind: 'district' }, { kind: 'price' }],
          near: false,
          misses: [],
          sent: false,
        },
      ],
      nearMatches: [
        {
          request: others.nearRequest,
          reasons: [{ kind: 'district' }, { kind: 'price' }],
          near: true,
          misses: [{ kind: 'bedrooms', value: 2 }],
          sent: false,
        },
      ],
      total: 1,
      nearTotal: 1,
    },
  ],
  total: 1,
  nearTotal: 1,
  groupsTotal: 1,
};

/** Fakes every call both tabs make; override any of them afterwards with fakeApi({ … }). */
export function fakeProfileApi(): FakeApi {
  return fakeApi({
    getMyHouseRequests: async () => [myRequest],
    getUserProperties: async () => [myProperty],
    getPropertyMatches: async () => propertyMatches,
    getHouseRequestMatches: async () => requestMatches,
    getNotificationPreferences: async () => ({
      userCode: ME,
      kinds: defaultNotificationKinds(),
      email: defaultEmailFrequencies(),
      summary: true,
    }),
    getEmailStatus: async () => ({ userCode: ME, address: 'yo@lotengo.test', state: 'active' }),
  });
}

/** The profile's tabs as the page composes them: each tab with its feature's matches, and the preferences. */
export function ProfileTabs({ userCode }: { userCode: number }) {
  return (
    <ComposedTabs
      userCode={userCode}
      RequestMatches={RequestMatchesList}
      PropertyMatches={PropertyMatchesList}
      Preferences={NotificationPreferences}
    />
  );
}
