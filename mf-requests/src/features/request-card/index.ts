export { RequestCard, type RequestCardProps } from './request-card';
