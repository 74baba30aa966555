/**
 * The fields a request's form and a property's form share, under the contracts' names and filled by the
 * kit's pieces (operation and type selects, LocationFields, yes/no, count selects): empty, as a new form starts.
 */
export const EMPTY_LISTING_FIELDS = {
  tprocessId: '',
  tpropertyId: '',
  department: '',
  province: '',
  ubigeoId: '',
  referenceAddress: '',
  numberServicesAreas: '',
  numberCommonArea: '',
  numberBedrooms: '',
  numberBathrooms: '',
  numberParkinglot: '',
} as const;
