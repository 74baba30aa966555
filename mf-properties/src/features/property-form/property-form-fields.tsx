import { lazy, useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  COUNT_OPTIONS_CREATE,
  OWNER_TYPE_AGENCY,
  PROPERTY_AREA_MAX,
  PROPERTY_REFERENCE_MAX,
  PROPERTY_YEAR_MIN,
  propertyYearMax,
  useConfigParameters,
} from '@lotengo/shared';
import { propertyCountsFor, type PropertyCount } from '../../lib/property-counts';
import {
  CheckboxField,
  LocationFields,
  NumberField,
  PanelSlot,
  SelectField,
  TextField,
  YesNoField,
  countOptions,
  usePropertyOperationOptions,
  usePropertyTypeOptions,
} from '@lotengo/shared/form';
import { propertiesTexts } from '../../texts';

const l = propertiesTexts.propertyForm;
// Its code, its calls and the demand contracts arrive after the form's, and only with the form.
const PropertyDemandPanel = lazy(() => import('./property-demand-panel'));
const ID = 'property-form';
const counts = countOptions(COUNT_OPTIONS_CREATE);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="lt-form-section" aria-labelledby={`${ID}-section-${id}`}>
      <h2 id={`${ID}-section-${id}`}>{title}</h2>
      <div className="lt-form-grid">{children}</div>
    </section>
  );
}

const COUNT_FIELDS: { name: PropertyCount; id: string; label: string }[] = [
  { name: 'numberBedrooms', id: 'bedrooms', label: l.bedrooms },
  { name: 'numberBathrooms', id: 'bathrooms', label: l.bathrooms },
  { name: 'numberParkinglot', id: 'parking', label: l.parking },
];

/**
 * Bedrooms, bathrooms, parking: optional, and only those that make sense for the chosen type (none for a
 * plot of land). A count hidden by a change of type is cleared, so it is sent as 0 ("not given").
 */
function CountFields({ typeName }: { typeName: string | undefined }) {
  const { getValues, setValue } = useFormContext();
  const asked = propertyCountsFor(typeName);
  const hidden = COUNT_FIELDS.filter((c) => !asked.includes(c.name))
    .map((c) => c.name)
    .join(',');
  useEffect(() => {
    for (const name of hidden ? (hidden.split(',') as PropertyCount[]) : [])
      if (getValues(name) !== '') setValue(name, '');
  }, [hidden, getValues, setValue]);
  return (
    <>
      {COUNT_FIELDS.filter((c) => asked.includes(c.name)).map((c) => (
        <SelectField
          key={c.name}
          name={c.name}
          id={`${ID}-${c.id}`}
          label={`${c.label} ${l.optional}`}
          options={counts}
        />
      ))}
    </>
  );
}

/** Every field of docs/product/screens.md, "Create property" (photos and terms aside), from the shared form kit. */
export function PropertyFormFields() {
  const config = useConfigParameters();
  const ownerTypes = (config.data?.ownerTypes ?? []).map((v) => ({ value: v, label: v }));
  const operations = usePropertyOperationOptions();
  const types = usePropertyTypeOptions();
  const typeOwner = useWatch({ name: 'typeOwner' }) as string;
  const isAgency = typeOwner === OWNER_TYPE_AGENCY;
  const tpropertyId = useWatch({ name: 'tpropertyId' }) as string;
  const typeName = types.options.find((o) => o.value === tpropertyId)?.label;

  return (
    <>
      <Section id="owner" title={l.ownerSection}>
        <SelectField
          name="typeOwner"
          id={`${ID}-owner-type`}
          label={l.ownerType}
          options={ownerTypes}
          loading={config.isPending}
        />
        {/* docs/product/rules.md: required only for "Inmobiliaria"; otherwise cleared and disabled. */}
        <TextField
          name="agencyName"
          id={`${ID}-agency`}
          label={l.agencyName}
          hint={l.agencyNameHint}
          maxLength={120}
          autoComplete="organization"
          disabled={!isAgency}
          clearWhenDisabled
        />
      </Section>
      <Section id="property" title={l.propertySection}>
        <SelectField
          name="tprocessId"
          id={`${ID}-operation`}
          label={l.operation}
          options={operations.options}
          loading={operations.isLoading}
        />
        <SelectField
          name="tpropertyId"
          id={`${ID}-type`}
          label={l.propertyType}
          options={types.options}
          loading={types.isLoading}
        />
      </Section>
      <Section id="location" title={l.locationSection}>
        <LocationFields idPrefix={ID} defaultProvince="LIMA" />
        <TextField
          name="address"
          id={`${ID}-address`}
          label={l.address}
          maxLength={200}
          autoComplete="street-address"
          className="lt-form-span-all"
        />
        <TextField
          name="referenceAddress"
          id={`${ID}-reference`}
          label={`${l.referenceAddress} ${l.optional}`}
          hint={l.referenceAddressHint}
          maxLength={PROPERTY_REFERENCE_MAX}
          autoComplete="off"
          className="lt-form-span-all"
        />
      </Section>
      <Section id="features" title={l.featuresSection}>
        <YesNoField name="numberServicesAreas" id={`${ID}-service`} label={l.serviceArea} />
        <YesNoField name="numberCommonArea" id={`${ID}-common`} label={l.commonAreas} />
        <CountFields typeName={typeName} />
        <NumberField
          name="totalArea"
          id={`${ID}-total-area`}
          label={`${l.totalArea} ${l.optional}`}
          min={0}
          max={PROPERTY_AREA_MAX}
        />
        <NumberField
          name="coveredArea"
          id={`${ID}-covered-area`}
          label={`${l.coveredArea} ${l.optional}`}
          min={0}
          max={PROPERTY_AREA_MAX}
        />
        <NumberField
          name="yearConstruction"
          id={`${ID}-year`}
          label={`${l.yearConstruction} ${l.optional}`}
          min={PROPERTY_YEAR_MIN}
          max={propertyYearMax()}
          step={1}
          inputMode="numeric"
        />
      </Section>
      <Section id="price" title={l.priceSection}>
        <NumberField name="price" id={`${ID}-price`} label={l.price} min={0} step={0.01} />
      </Section>
      <PanelSlot capability="demand">
        <PropertyDemandPanel />
      </PanelSlot>
    </>
  );
}

/** The three terms checkboxes (docs/product/screens.md): each "* Campo requerido" until checked. */
export function PropertyTermsFields() {
  return (
    <section className="lt-form-section" aria-labelledby={`${ID}-terms`}>
      <h2 id={`${ID}-terms`}>{l.termsSection}</h2>
      <CheckboxField name="titleDeclaration" id={`${ID}-title-declaration`} label={l.titleDeclaration} />
      <CheckboxField name="commissionTerms" id={`${ID}-commission`} label={l.commissionTerms} />
      <CheckboxField name="confidentialityTerms" id={`${ID}-confidentiality`} label={l.confidentialityTerms} />
    </section>
  );
}
