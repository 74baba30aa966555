export { PropertyForm, type PropertyFormProps } from './property-form';
export { propertyToFormValues, toPropertyPayload } from './to-payload';
export { EMPTY_PROPERTY_FORM, propertyFormSchema, type PropertyFormValues } from './property-form-schema';
