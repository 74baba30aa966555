import { act, screen, waitFor } from '@testing-library/react';
import type { InboxEntry } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { fakeApi, makeInboxEntry, renderWithProviders, SEEKER } from '@lotengo/shared/testing';
import { useOfferActions } from '../use-offer-actions';

const first = makeInboxEntry({ idInboxProperty: 7, userCode: SEEKER.userCode });
const second = makeInboxEntry({ idInboxProperty: 8, userCode: SEEKER.userCode });

function Probe({ entries }: { entries: InboxEntry[] }) {
  const { busyIds, reject } = useOfferActions(SEEKER.userCode);
  return (
    <>
      {entries.map((e) => (
        <button key={e.idInboxProperty} type="button" onClick={() => void reject(e)}>
          {`reject ${e.idInboxProperty}`}
        </button>
      ))}
      <p data-testid="busy">{[...busyIds].sort().join(',')}</p>
    </>
  );
}

/** A call that answers when the test says so. */
function deferred() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('useOfferActions (busy per offer, with useMutation)', () => {
  it('keeps each pressed offer busy until its own answer arrives, a failure too', async () => {
    const calls = { 7: deferred(), 8: deferred() } as Record<number, ReturnType<typeof deferred>>;
    fakeApi({ changeIsAccepted: (id: number) => calls[id]!.promise, getInbox: async () => [first, second] });
    const { user } = renderWithProviders(<Probe entries={[first, second]} />, { session: SEEKER });
    await user.click(screen.getByRole('button', { name: 'reject 7' }));
    await user.click(screen.getByRole('button', { name: 'reject 8' }));
    await waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('7,8'));
    await act(async () => calls[8]!.reject(new ApiError(500, 'Base de datos ocupada')));
    await waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent(/^7$/));
    await act(async () => calls[7]!.resolve());
    await waitFor(() => expect(screen.getByTestId('busy')).toBeEmptyDOMElement());
  });
});
