/**
 * The contract a release record keeps is read from the real sources by the TypeScript compiler
 * (declarations.ts, the shell's routes, the cards mf-account mounts, @lotengo/shared's entries), and the
 * props check works on that text: a prop renamed in the real card type is refused by name.
 */
import { SHARED_SINGLETON_ENTRIES } from '@lotengo/shared/build/singletons';
import { contractOf, contractsOf } from '@lotengo/platform/releases/contract';
import { compareProps } from '@lotengo/platform/releases/props-compat';

describe('the contract read from the sources', () => {
  it('mf-account: the cards it mounts with their props, what it imports from @lotengo/shared', () => {
    const { contract, sharedApi } = contractOf('mf_account');
    expect(Object.keys(contract.exposes).sort()).toEqual([
      './contact-page',
      './login-page',
      './profile-page',
      './property-matches',
      './registry-page',
    ]);
    expect(contract.exposes['./profile-page']).toBe('{ [key: string]: never; }');
    expect(contract.exposes['./property-matches']).toBe('{ propertyId: number; }');
    const card = contract.mounts.find((m) => m.remote === 'mf_requests' && m.module === 'request-card');
    expect(card).toMatchObject({ file: 'mf-account/src/features/profile-tabs/own-lists.ts' });
    // The zod-inferred request is expanded, not named: the record needs no file of this tree.
    expect(card!.props).toMatch(/^\{ request: \{ houseRequestId: number; .*editable\?: undefined \| false \| true;/);
    expect(sharedApi.exports['@lotengo/shared/remotes']).toEqual(expect.arrayContaining(['RemoteModule', 'loadChunk']));
    expect(sharedApi.uses['@lotengo/shared/remotes']).toMatchObject({
      RemoteList: 'mf-account/src/features/profile-tabs/list-section.tsx',
    });
    expect(sharedApi.hash).toMatch(/^[0-9a-f]{16}$/);

    const same = compareProps([{ passed: card!.props, accepted: card!.props }]);
    const renamed = compareProps([
      { passed: card!.props, accepted: card!.props.replace('editable?:', 'isEditable?:') },
    ]);
    const required = compareProps([
      { passed: card!.props, accepted: card!.props.replace('showWhatsApp?:', 'showWhatsApp:') },
    ]);
    expect(same).toEqual([[]]);
    expect(renamed).toEqual([[{ kind: 'gone', prop: 'editable' }]]);
    expect(required).toEqual([[{ kind: 'required', prop: 'showWhatsApp' }]]);
  });

  it(
    'what an app needs from the singletons (its code and the contracts code it bundles); its ' +
      'copy of the contracts',
    () => {
      const inbox = contractsOf(['mf_inbox', 'shell']).get('mf_inbox')!;
      // The singleton entries only (the rest of @lotengo/shared travels with each app), and the router's
      // names: its singleton is react-router-lite.ts, whose list the shell's copy has.
      const singletons = [...SHARED_SINGLETON_ENTRIES, 'react-router', 'react-router-dom'];
      expect(Object.keys(inbox.sharedApi.exports).sort()).toEqual(singletons.sort());
      expect(Object.keys(inbox.sharedApi.uses).every((entry) => singletons.includes(entry))).toBe(true);
      expect(inbox.sharedApi.exports['react-router-dom']).toEqual(expect.arrayContaining(['Link', 'useSearchParams']));
      const { uses } = inbox.sharedApi;
      expect(uses['react-router-dom']).toMatchObject({ useSearchParams: 'mf-inbox/src/expose/inbox-page.tsx' });
      // Its own import, and one of the API's calls it bundles (they reach the shell's HTTP client).
      expect(uses['@lotengo/shared/remotes']).toMatchObject({
        loadChunk: 'mf-inbox/src/features/visits/download-ics.ts',
      });
      expect(uses['@lotengo/shared/http']).toMatchObject({ httpClient: expect.stringMatching(/^shared\/src\/api\//) });
      // Its copy of the contracts: every entity type as text, and the ones its code names.
      expect(inbox.contractTypes.types.InboxEntry).toMatch(/^\{ houseRequestId: number; isAccepted: /);
      expect(inbox.contractTypes.uses).toEqual(expect.arrayContaining(['InboxEntry', 'RejectReason']));
      expect(inbox.contractTypes.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{16}$/);
    },
  );
});
