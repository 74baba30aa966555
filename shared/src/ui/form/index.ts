/**
 * The form kit: fields bound to the surrounding react-hook-form `<FormProvider>` by `name`, each with a
 * visible label tied to its control and its SPEC §5 message shown once touched or after a failed submit.
 */
export { FormField, fieldA11y, useFieldError, type FormFieldProps } from './form-field';
export {
  TextField,
  TextAreaField,
  NumberField,
  type FieldBaseProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type NumberFieldProps,
} from './text-field';
export {
  SelectField,
  SelectControl,
  SelectOptions,
  YesNoField,
  countOptions,
  yesNoOptions,
  type SelectOption,
  type SelectFieldProps,
  type SelectControlProps,
  type YesNoFieldProps,
} from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { BudgetFields, budgetPlaceholder, type BudgetFieldsProps } from './budget-fields';
export { LocationFields, type LocationFieldsProps, type LocationNames } from './location-fields';
export {
  useDepartmentOptions,
  useProvinceOptions,
  useDistrictOptions,
  usePropertyTypeOptions,
  useRequestOperationOptions,
  usePropertyOperationOptions,
  useConfigBounds,
  departmentCode,
  provinceCode,
  type ListOption,
  type OptionsState,
  type MoneyBounds,
  type ConfigBounds,
} from './options';
