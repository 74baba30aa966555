export { RegistryForm } from './registry-form';
