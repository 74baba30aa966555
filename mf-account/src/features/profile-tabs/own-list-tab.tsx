import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ModuleName, RemoteName, RemoteProps } from '@lotengo/shared/remotes';
import { ListSection, ListThenMatches, OwnCards } from './list-section';

/** What a tab lists: the user's own items, shown as cards of the remote that owns them. */
export interface OwnList<T, R extends RemoteName, M extends ModuleName<R>, K extends QueryKey = QueryKey> {
  query: (userCode: number) => UseQueryOptions<T[], Error, T[], K>;
  /** The list's title, its "Añade …" link and the text when there is nothing yet. */
  section: { title: string; addLabel: string; addTo: string; empty: string };
  /** `height` is one card's: the skeletons keep the list's height while the cards load. */
  cards: { remote: R; module: M; height: number };
  card: (item: T) => { key: string | number; props: RemoteProps<R, M> };
}

/** Infers an OwnList's types, so a card's props are checked against its remote's declaration. */
export const ownList = <T, R extends RemoteName, M extends ModuleName<R>, K extends QueryKey>(
  list: OwnList<T, R, M, K>,
) => list;

interface Props<T, R extends RemoteName, M extends ModuleName<R>, K extends QueryKey> {
  list: OwnList<T, R, M, K>;
  userCode: number;
  /** The tab's matches, another feature's: the page hands them in. */
  matches: ReactNode;
  matchesFirst: boolean;
}

/** One tab of the profile: the user's own cards (count, "Añade …" link, their states) and the matches. */
export function OwnListTab<T, R extends RemoteName, M extends ModuleName<R>, K extends QueryKey>({
  list,
  userCode,
  matches,
  matchesFirst,
}: Props<T, R, M, K>) {
  const query = useQuery(list.query(userCode));
  const { section, cards } = list;
  const content = (
    <ListSection title={section.title} count={query.data?.length} addLabel={section.addLabel} addTo={section.addTo}>
      <OwnCards
        query={query}
        cardHeight={cards.height}
        empty={section.empty}
        remote={cards.remote}
        module={cards.module}
        card={list.card}
      />
    </ListSection>
  );
  return <ListThenMatches list={content} matches={matches} matchesFirst={matchesFirst} />;
}
