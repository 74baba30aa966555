import { useSessionUser } from '@lotengo/shared/session';
import type { PropertyMatchesProps } from '@lotengo/shared/remotes';
import { MatchesOfProperty } from '../features/profile-matches';
import '../styles/profile.css';

/**
 * mf_account/property-matches: on my property's detail page, opened from "Mis Matchs", the requests it
 * matches with Enviar and the seeker's WhatsApp — the profile's rows, rules and texts, over the same
 * matches query (a send here is "Enviado" in the profile too, without a reload).
 */
export default function PropertyMatchesOfDetail({ propertyId }: PropertyMatchesProps) {
  const user = useSessionUser();
  if (!user) return null;
  return <MatchesOfProperty userCode={user.userCode} propertyId={propertyId} />;
}
