export { CreateRequestForm, type CreateRequestFormProps } from './create-request-form';
