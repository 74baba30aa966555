import type { ReactNode } from 'react';
import type { HouseRequest, Property } from '../contracts';

/*
 * Props of the cards that remotes expose to each other. They live here, next to the declaration of
 * each remote's exposed modules, so the card and every mount of it use one type (no hand copies).
 */

export interface RequestCardProps {
  request: HouseRequest;
  /** 'index': the older landing's card (rent or buy icon, "Busca", requester's user code). */
  variant?: 'default' | 'index';
  /** Shows "¡Lo tengo!" and calls this when pressed (public lists). */
  onLoTengo?: (request: HouseRequest) => void;
  /** Shows Editar (the owner's own lists). */
  editable?: boolean;
  /** WhatsApp share/chat buttons; on by default. */
  showWhatsApp?: boolean;
}

export type PropertyCardSendState = 'idle' | 'sending' | 'sent';

export interface PropertyCardProps {
  property: Property;
  /** "Enviar": send this property to the requester's inbox. No handler, no button. */
  onSend?: (property: Property) => void;
  /** 'sent' shows a disabled "Enviado"; 'sending' disables the button while the call runs. */
  sendState?: PropertyCardSendState;
  /** "Editar" for the owner's own cards. Hidden when `editable` is false or there is no handler. */
  onEdit?: (property: Property) => void;
  editable?: boolean;
  /** WhatsApp chat link (build it with waChatUrl from @lotengo/shared). */
  chatUrl?: string;
  /** The owner's phone number: a chat-on-WhatsApp link shows only when it is present (e.g. matches). */
  phoneNumber?: string | null;
  /**
   * The owner's own card (My properties, the profile's own list): Editar (to the edit page),
   * "Horarios" (the availability modal), "Ya se alquiló" / "Ya se vendió" with a confirmation,
   * "Reabrir" when closed, and the reject-reason counts. The card does these itself (mf-properties).
   */
  own?: boolean;
  /** Anything else the caller needs in the button row. */
  actions?: ReactNode;
  /** Heading level of the card inside its page's outline (default h3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * mf_inbox/offer-actions: what the seeker can do about the offers of one property from its detail page —
 * like, reject with a reason, book or see the visit — with the inbox card's rules and texts. It finds
 * the caller's offers of that property in the shared offers query, so a change here shows on the card
 * in "Mis Ofertas" and the other way round.
 */
export interface OfferActionsProps {
  propertyId: number;
}

/**
 * mf_account/property-matches: the requests one of the owner's properties matches, for that property's
 * detail page when it is opened from "Mis Matchs" — each with Enviar ("¡Lo tengo!" from the profile) and
 * the seeker's WhatsApp, the profile's rules and texts, over the same matches query: a send here shows
 * on the profile's row and the other way round.
 */
export interface PropertyMatchesProps {
  propertyId: number;
}
