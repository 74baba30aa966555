import type { ReactNode } from 'react';

/** What the author's own request card adds: made by the request-state feature, shown by the request card. */
export interface RequestOwnerControls {
  /** Takes the freshness line's place: how fresh it is and when it expires, or the state and what it means. */
  status: ReactNode;
  /** The state buttons, after Editar. */
  actions: ReactNode;
  /** Searchable (active): an unlisted request has nothing to share. */
  listed: boolean;
}
