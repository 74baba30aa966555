import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { messages } from '@lotengo/shared/i18n';
import { useDepartmentOptions, useDistrictOptions, useProvinceOptions } from './options';
import { SelectField } from './select-field';

export interface LocationNames {
  department: string;
  province: string;
  /** The district's ubigeo id. */
  district: string;
}

export interface LocationFieldsProps {
  /** Form value names; default department / province / ubigeoId. */
  names?: Partial<LocationNames>;
  labels?: Partial<LocationNames>;
  idPrefix?: string;
  /**
   * docs/product/rules.md (property form): when the user picks a department, preselect this province if the department
   * has one by that name (e.g. 'LIMA'). Saved values are never overwritten.
   */
  defaultProvince?: string;
  /** Extra class on each of the three fields. */
  className?: string;
  disabled?: boolean;
}

const t = messages.form;
const DEFAULT_NAMES: LocationNames = { department: 'department', province: 'province', district: 'ubigeoId' };
const DEFAULT_LABELS: LocationNames = { department: t.region, province: t.province, district: t.district };

/**
 * Region → province → district (docs/product/rules.md). Each choice clears what depended on it; each list is asked for
 * only once the list above it arrived, so a saved request fills in the edit form's order: region list,
 * region, provinces, province, districts, district.
 */
export function LocationFields({
  names,
  labels,
  idPrefix = 'location',
  defaultProvince,
  className,
  disabled,
}: LocationFieldsProps) {
  const n = { ...DEFAULT_NAMES, ...names };
  const { control, setValue, getValues } = useFormContext<FieldValues>();
  const [department = '', province = ''] = useWatch({ control, name: [n.department, n.province] }) as [
    string?,
    string?,
  ];

  const departments = useDepartmentOptions();
  const provinces = useProvinceOptions(departments.isReady ? department : '');
  const districts = useDistrictOptions(department, provinces.isReady ? province : '');

  const clear = (name: string) => setValue(name, '', { shouldDirty: true });
  const wantsDefault = useRef(false);
  useEffect(() => {
    if (!wantsDefault.current || !defaultProvince || provinces.isLoading || !department) return;
    wantsDefault.current = false;
    if (!getValues(n.province) && provinces.options.some((o) => o.value === defaultProvince)) {
      setValue(n.province, defaultProvince, { shouldDirty: true });
    }
  }, [provinces.isLoading, provinces.options, department, defaultProvince, getValues, setValue, n.province]);

  // A list waiting for the one above it counts as loading: a saved value shows once its own list is in.
  const provincesLoading = provinces.isLoading || Boolean(department && !departments.isReady && !departments.isError);
  const districtsLoading =
    districts.isLoading || Boolean(province && department && !provinces.isReady && !provinces.isError);
  const failed = departments.isError || provinces.isError || districts.isError;

  // A level's form name, id and label (the caller's, else the catalogue's), and the caller's class.
  const level = (key: keyof LocationNames) => ({
    name: n[key],
    id: `${idPrefix}-${key}`,
    label: labels?.[key] ?? DEFAULT_LABELS[key],
    className,
  });
  // Each choice clears what depended on it; a new region may preselect the default province.
  const onDepartment = () => {
    clear(n.province);
    clear(n.district);
    wantsDefault.current = true;
  };
  const onProvince = () => {
    wantsDefault.current = false;
    clear(n.district);
  };
  return (
    <>
      <SelectField
        {...level('department')}
        options={departments.options}
        loading={departments.isLoading}
        disabled={disabled}
        onValueChange={onDepartment}
      />
      <SelectField
        {...level('province')}
        options={provinces.options}
        loading={provincesLoading}
        disabled={disabled || !department}
        onValueChange={onProvince}
      />
      <SelectField
        {...level('district')}
        options={districts.options}
        loading={districtsLoading}
        disabled={disabled || !province}
      />
      {failed ? (
        <p className="lt-field-error lt-form-span-all" role="alert">
          {t.optionsError}{' '}
          <button
            type="button"
            className="lt-btn lt-btn--secondary"
            onClick={() => {
              departments.refetch();
              provinces.refetch();
              districts.refetch();
            }}
          >
            {messages.common.retry}
          </button>
        </p>
      ) : null}
    </>
  );
}
