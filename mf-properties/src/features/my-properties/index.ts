export { MyPropertiesList } from './my-properties-list';
export { useHoursParam } from './use-hours-param';
