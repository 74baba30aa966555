import { Link } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { usePropertyTypeOptions } from '@lotengo/shared/form';
import {
  countText,
  DemandPanelFrame,
  demandQueries,
  demandTexts,
  PANEL_DEBOUNCE_MS,
  requestSearchHref,
  useDebouncedValue,
} from '@lotengo/shared/demand';

const t = demandTexts.propertyPanel;
const ID = 'panel-demanda-propiedad';

/** A positive number typed in a form field, else 0 ("not given yet"). */
const amount = (raw: string | undefined) => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * While publishing: how many active requests look for this operation and type in this district, their
 * median budget and where the typed price sits among them, with a link to those requests. Follows the
 * form as it is filled (debounced); loaded lazily with its own code and contracts.
 */
export default function PropertyDemandPanel() {
  const [ubigeoId, tprocessId, tpropertyId, price] = useWatch({
    name: ['ubigeoId', 'tprocessId', 'tpropertyId', 'price'],
  }) as string[];
  const types = usePropertyTypeOptions();
  const query = useDebouncedValue(
    {
      ubigeoId: amount(ubigeoId),
      tprocessId: amount(tprocessId),
      tpropertyId: amount(tpropertyId),
      price: amount(price),
    },
    PANEL_DEBOUNCE_MS,
  );
  const ready = query.ubigeoId > 0 && query.tprocessId > 0 && query.tpropertyId > 0;
  const { data, isError, isFetching } = useQuery({ ...demandQueries.property(query), enabled: ready });

  if (!ready) {
    return (
      <DemandPanelFrame id={ID} title={t.title}>
        <p style={{ margin: 0 }}>{t.hint}</p>
      </DemandPanelFrame>
    );
  }
  if (isError) {
    return (
      <DemandPanelFrame id={ID} title={t.title}>
        <p style={{ margin: 0 }}>{t.error}</p>
      </DemandPanelFrame>
    );
  }
  if (!data) {
    return (
      <DemandPanelFrame id={ID} title={t.title} busy>
        <p style={{ margin: 0 }}>{t.loading}</p>
      </DemandPanelFrame>
    );
  }
  const typeName = types.options.find((o) => o.value === String(query.tpropertyId))?.label ?? '';
  const { place } = data;
  return (
    <DemandPanelFrame id={ID} title={t.title} busy={isFetching}>
      <p style={{ margin: '0 0 0.35rem' }} data-testid="panel-demanda-total">
        {t.count(countText(data.total), typeName, place.district)}
      </p>
      {data.medianBudget !== null ? <p style={{ margin: '0 0 0.35rem' }}>{t.median(data.medianBudget)}</p> : null}
      {data.priceAbovePercent !== null ? (
        <p style={{ margin: '0 0 0.35rem', fontWeight: 600 }} data-testid="panel-demanda-precio">
          {t.priceAbove(data.priceAbovePercent)}
        </p>
      ) : null}
      {data.fitting !== null ? (
        <p style={{ margin: '0 0 0.35rem' }}>{t.fitting(countText(data.fitting))}</p>
      ) : (
        <p style={{ margin: '0 0 0.35rem' }}>{t.addPrice}</p>
      )}
      <Link
        to={requestSearchHref({
          department: place.department,
          province: place.province,
          ubigeoId: place.ubigeoId,
          tprocessId: query.tprocessId,
          tpropertyId: query.tpropertyId,
        })}
      >
        {t.link}
      </Link>
    </DemandPanelFrame>
  );
}
