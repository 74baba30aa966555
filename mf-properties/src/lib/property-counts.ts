/** A property type's counts (bedrooms, bathrooms, parking): which the property form asks. */
export type PropertyCount = 'numberBedrooms' | 'numberBathrooms' | 'numberParkinglot';
const ALL_COUNTS: readonly PropertyCount[] = ['numberBedrooms', 'numberBathrooms', 'numberParkinglot'];
/**
 * Property types (by name, as the option list calls them: ids belong to a backend) for which a count
 * makes no sense, so the property form does not ask it: a plot of land has no rooms, bathrooms or
 * parking yet; an office, a shop or a single room has no bedrooms to count.
 */
const COUNTS_NOT_APPLICABLE: Record<string, readonly PropertyCount[]> = {
  terreno: ALL_COUNTS,
  oficina: ['numberBedrooms'],
  'local comercial': ['numberBedrooms'],
  habitación: ['numberBedrooms'],
};
/** The counts the property form asks for a property type (all of them while no type is chosen). */
export function propertyCountsFor(propertyTypeName: string | null | undefined): readonly PropertyCount[] {
  const skip = COUNTS_NOT_APPLICABLE[(propertyTypeName ?? '').trim().toLocaleLowerCase('es')] ?? [];
  return ALL_COUNTS.filter((c) => !skip.includes(c));
}
