import { RequestCard, type RequestCardProps } from '../features/request-card';
import '../styles/requests.css';

export type { RequestCardProps };

/**
 * The request card as other remotes (the profile in mf-account) mount it. Needs a router around it
 * (Editar is a link). Props: request (HouseRequest), variant, onLoTengo, editable, showWhatsApp.
 */
export default function ExposedRequestCard(props: RequestCardProps) {
  return <RequestCard {...props} />;
}
