/**
 * @lotengo/shared/form — the form kit: fields bound to the surrounding react-hook-form `<FormProvider>` by `name`, each
 * with a visible label tied to its control and its docs/product/rules.md message shown once touched or after a failed
 * submit. Its own entry so pages without a form do not download react-hook-form; the markup pieces that need no form
 * library (FormField, SelectControl) and the option hooks are also exported by @lotengo/shared.
 */
export { FormField, fieldA11y, type FormFieldProps } from './field-shell';
export { useFieldError } from './form-field';
export { SelectControl, SelectOptions, type SelectOption, type SelectControlProps } from './select-control';
export {
  TextField,
  TextAreaField,
  NumberField,
  useKitField,
  type FieldBaseProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type NumberFieldProps,
} from './text-field';
export {
  SelectField,
  YesNoField,
  countOptions,
  yesNoOptions,
  type SelectFieldProps,
  type YesNoFieldProps,
} from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { BudgetFields, budgetPlaceholder, type BudgetFieldsProps } from './budget-fields';
export { LocationFields, type LocationFieldsProps, type LocationNames } from './location-fields';
export { EMPTY_LISTING_FIELDS } from './listing-fields';
export * from './options';
export { useKeepOnReload } from './keep-on-reload';
export { PanelSlot } from './panel-slot';
