import type { Ubigeo } from '@lotengo/shared/contracts';
import type { DbState } from '../db/schema';

/** Upper case, no accents, single spaces: 'Jesús María' and 'JESUS  MARIA' are the same place. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export type UbigeoLevel = 'department' | 'province' | 'district';

/** DD0000 is a department, DDPP00 a province, anything else a district (INEI coding). */
export function ubigeoLevel(code: number): UbigeoLevel {
  if (code % 10000 === 0) return 'department';
  if (code % 100 === 0) return 'province';
  return 'district';
}

/** Does `code` (a district) fall inside `filter` (a department, province or district)? */
export function ubigeoContains(filter: number, code: number): boolean {
  switch (ubigeoLevel(filter)) {
    case 'department':
      return Math.floor(code / 10000) === filter / 10000;
    case 'province':
      return Math.floor(code / 100) === filter / 100;
    default:
      return code === filter;
  }
}

const byName = (a: Ubigeo, b: Ubigeo, key: 'department' | 'province' | 'district') =>
  a[key].localeCompare(b[key], 'es');

/**
 * Reference data (ubigeo, option names) indexed once: it never changes while the server runs, and
 * every read needs it to turn ids into names.
 */
export class Catalog {
  readonly departments: Ubigeo[];
  private readonly byId = new Map<number, Ubigeo>();
  private readonly provincesByDept = new Map<number, Ubigeo[]>();
  private readonly districtsByProv = new Map<number, Ubigeo[]>();
  private readonly propertyTypes = new Map<number, string>();
  private readonly processNames = new Map<number, { property: string; request: string }>();
  private readonly characteristicIds = new Set<number>();

  constructor(state: Pick<DbState, 'ubigeos' | 'typeProcesses' | 'typeProperties' | 'characteristics'>) {
    for (const u of state.ubigeos) this.byId.set(u.ubigeoId, u);
    const all = [...this.byId.values()];
    this.departments = all
      .filter((u) => ubigeoLevel(u.ubigeoId) === 'department')
      .sort((a, b) => byName(a, b, 'department'));
    for (const u of all) {
      const level = ubigeoLevel(u.ubigeoId);
      if (level === 'province') push(this.provincesByDept, Math.floor(u.ubigeoId / 10000) * 10000, u);
      if (level === 'district') push(this.districtsByProv, Math.floor(u.ubigeoId / 100) * 100, u);
    }
    for (const list of this.provincesByDept.values()) list.sort((a, b) => byName(a, b, 'province'));
    for (const list of this.districtsByProv.values()) list.sort((a, b) => byName(a, b, 'district'));
    for (const t of state.typeProperties) this.propertyTypes.set(t.tpropertyId, t.name);
    for (const p of state.typeProcesses)
      this.processNames.set(p.tprocessId, { property: p.propertyName, request: p.requestName });
    for (const c of state.characteristics) this.characteristicIds.add(c.characteristicId);
  }

  ubigeo(id: number): Ubigeo | undefined {
    return this.byId.get(id);
  }

  isDistrict(id: number): boolean {
    return this.byId.has(id) && ubigeoLevel(id) === 'district';
  }

  districts(): Ubigeo[] {
    return [...this.districtsByProv.values()].flat().sort((a, b) => a.ubigeoId - b.ubigeoId);
  }

  /** A department given by name ('LIMA', 'Lima'), by 2-digit code ('15') or by ubigeo ('150000'). */
  findDepartment(value: string): Ubigeo | undefined {
    const v = value.trim();
    if (/^\d{1,2}$/.test(v)) return this.byId.get(Number(v) * 10000);
    if (/^\d{5,6}$/.test(v)) {
      const u = this.byId.get(Number(v));
      return u && ubigeoLevel(u.ubigeoId) === 'department' ? u : undefined;
    }
    const name = normalizeName(v);
    return this.departments.find((d) => normalizeName(d.department) === name);
  }

  provincesOf(department: Ubigeo): Ubigeo[] {
    return this.provincesByDept.get(department.ubigeoId) ?? [];
  }

  /** A province of that department, by name, 4-digit code ('1501') or ubigeo ('150100'). */
  findProvince(department: Ubigeo, value: string): Ubigeo | undefined {
    const v = value.trim();
    const list = this.provincesOf(department);
    if (/^\d{3,4}$/.test(v)) return list.find((p) => p.ubigeoId === Number(v) * 100);
    if (/^\d{5,6}$/.test(v)) return list.find((p) => p.ubigeoId === Number(v));
    const name = normalizeName(v);
    return list.find((p) => normalizeName(p.province) === name);
  }

  districtsOf(province: Ubigeo): Ubigeo[] {
    return this.districtsByProv.get(province.ubigeoId) ?? [];
  }

  propertyTypeName(id: number): string | undefined {
    return this.propertyTypes.get(id);
  }

  /** Every property type in the catalogue's order. */
  propertyTypeList(): { tpropertyId: number; name: string }[] {
    return [...this.propertyTypes].map(([tpropertyId, name]) => ({ tpropertyId, name }));
  }

  processName(id: number, side: 'property' | 'request'): string | undefined {
    return this.processNames.get(id)?.[side];
  }

  hasCharacteristic(id: number): boolean {
    return this.characteristicIds.has(id);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
