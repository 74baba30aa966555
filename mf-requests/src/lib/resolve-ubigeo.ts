import { departmentCode, provinceCode, type ListOption } from '@lotengo/shared';

/**
 * The most specific ubigeo code of a place choice: district, else province (DDPP00), else department
 * (DD0000). When a list did not carry codes, the code is derived from the next level's codes.
 */
export function resolveUbigeo(
  choice: { dep: string; prov: string; district: string },
  lists: { departments: ListOption[]; provinces: ListOption[]; districts: ListOption[] },
): number {
  const district = Number(choice.district);
  if (choice.district && Number.isInteger(district) && district > 0) return district;
  if (choice.prov) {
    const code =
      lists.provinces.find((o) => o.value === choice.prov)?.code ?? lists.districts.find((o) => o.code)?.code;
    return code ? provinceCode(code) : 0;
  }
  if (choice.dep) {
    const code =
      lists.departments.find((o) => o.value === choice.dep)?.code ?? lists.provinces.find((o) => o.code)?.code;
    return code ? departmentCode(code) : 0;
  }
  return 0;
}
