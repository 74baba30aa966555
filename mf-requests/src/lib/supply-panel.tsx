import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { usePropertyTypeOptions } from '@lotengo/shared/form';
import {
  DemandPanelFrame,
  demandQueries,
  demandTexts,
  PANEL_DEBOUNCE_MS,
  useDebouncedValue,
} from '@lotengo/shared/demand';

const t = demandTexts.requestPanel;
const ID = 'panel-oferta-solicitud';
const FIELDS = [
  'ubigeoId',
  'tprocessId',
  'tpropertyId',
  'costInit',
  'costEnd',
  'numberBedrooms',
  'numberBathrooms',
  'numberParkinglot',
  'coveredArea',
] as const;

/** A non-negative number typed in a form field, else 0 ("not given yet"). */
const amount = (raw: unknown) => {
  const n = Number(raw);
  return typeof raw === 'string' && raw !== '' && Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * While asking (request create and edit): how many published properties of that operation and type there
 * are in the district, how many fit this request by the matching rules, and where its budget sits among
 * their prices. Follows the form (debounced); loaded lazily with its own code and contracts.
 */
export default function SupplyPanel() {
  const values = useWatch({ name: [...FIELDS] }) as unknown[];
  const types = usePropertyTypeOptions();
  const raw = Object.fromEntries(FIELDS.map((f, i) => [f, amount(values[i])])) as Record<
    (typeof FIELDS)[number],
    number
  >;
  // A maximum under the minimum is the form's own error to show; until it is fixed, ask without a budget.
  const budget =
    raw.costEnd && raw.costInit <= raw.costEnd
      ? { costInit: raw.costInit, costEnd: raw.costEnd }
      : { costInit: 0, costEnd: 0 };
  const query = useDebouncedValue({ ...raw, ...budget }, PANEL_DEBOUNCE_MS);
  const ready = query.ubigeoId > 0 && query.tprocessId > 0 && query.tpropertyId > 0;
  const { data, isError, isFetching } = useQuery({ ...demandQueries.supply(query), enabled: ready });

  let body;
  if (!ready) body = <p style={{ margin: 0 }}>{t.hint}</p>;
  else if (isError) body = <p style={{ margin: 0 }}>{t.error}</p>;
  else if (!data) body = <p style={{ margin: 0 }}>{t.loading}</p>;
  else {
    const typeName = types.options.find((o) => o.value === String(query.tpropertyId))?.label ?? '';
    const district = data.place.district;
    body = data.published ? (
      <>
        <p style={{ margin: '0 0 0.35rem' }} data-testid="panel-oferta-total">
          {t.published(data.published, typeName, district)}
        </p>
        {data.fitting !== null ? (
          <p style={{ margin: '0 0 0.35rem', fontWeight: 600 }}>{t.fitting(data.fitting, data.near ?? 0)}</p>
        ) : (
          <p style={{ margin: '0 0 0.35rem' }}>{t.addBudget}</p>
        )}
        {data.budgetAbovePercent !== null ? (
          <p style={{ margin: '0 0 0.35rem' }}>{t.budgetAbove(data.budgetAbovePercent)}</p>
        ) : null}
        {data.medianPrice !== null ? <p style={{ margin: 0 }}>{t.medianPrice(data.medianPrice)}</p> : null}
      </>
    ) : (
      <p style={{ margin: 0 }} data-testid="panel-oferta-total">
        {t.none(typeName, district)}
      </p>
    );
  }
  return (
    <DemandPanelFrame id={ID} title={t.title} busy={(ready && !data && !isError) || isFetching}>
      {body}
    </DemandPanelFrame>
  );
}
