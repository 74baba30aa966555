import type { Ubigeo } from '@lotengo/shared/contracts';
import { DistrictData, ProvinceData, RegionData } from 'ubigeos/dist/data';

const upper = (name: string) => name.trim().toUpperCase();

/**
 * All of Peru's departments (DD0000), provinces (DDPP00) and districts (DDPPDD) from the `ubigeos`
 * package (INEI codes), with names in upper case as the product shows them ('SAN ISIDRO').
 */
export function buildUbigeos(): Ubigeo[] {
  const regions = RegionData as Map<string, string>;
  const provinces = ProvinceData as Map<string, string>;
  const districts = DistrictData as Map<string, string>;
  const rows: Ubigeo[] = [];
  for (const [code, name] of regions) {
    rows.push({ ubigeoId: Number(`${code}0000`), department: upper(name), province: '', district: '' });
  }
  for (const [code, name] of provinces) {
    const department = regions.get(code.slice(0, 2));
    if (!department) throw new Error(`Provincia ${code} sin departamento en el paquete ubigeos`);
    rows.push({ ubigeoId: Number(`${code}00`), department: upper(department), province: upper(name), district: '' });
  }
  for (const [code, name] of districts) {
    const department = regions.get(code.slice(0, 2));
    const province = provinces.get(code.slice(0, 4));
    if (!department || !province) throw new Error(`Distrito ${code} sin provincia en el paquete ubigeos`);
    rows.push({
      ubigeoId: Number(code),
      department: upper(department),
      province: upper(province),
      district: upper(name),
    });
  }
  return rows.sort((a, b) => a.ubigeoId - b.ubigeoId);
}
