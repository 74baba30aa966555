export { RequestCard, type RequestCardProps, type RequestCardViewProps } from './request-card';
