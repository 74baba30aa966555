import { RequestCard, type RequestCardProps } from '../features/request-card';
import { useRequestOwnerControls } from '../features/request-state';
import '../styles/requests.css';

export type { RequestCardProps };

/**
 * The request card as other remotes (the profile in mf-account) mount it, and as Mis Solicitudes shows
 * it. Needs a router around it (Editar is a link). Props: request (HouseRequest), variant, onLoTengo,
 * editable, showWhatsApp. An editable card is the author's own: it also shows the request's state and
 * its buttons (Pausar, Ya encontré, Reabrir, Sigo buscando).
 */
export default function ExposedRequestCard(props: RequestCardProps) {
  if (!props.editable) return <RequestCard {...props} />;
  return <OwnRequestCard {...props} />;
}

function OwnRequestCard(props: RequestCardProps) {
  const owner = useRequestOwnerControls(props.request);
  return <RequestCard {...props} owner={owner} />;
}
