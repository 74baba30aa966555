export { useEditableProperty, type EditableProperty } from './use-editable-property';
export { EditPropertyStates } from './edit-property-states';
