import { lazy } from 'react';
import { BudgetFields, PanelSlot, SelectField, type SelectOption } from '@lotengo/shared/form';
import { requestFormTexts } from '../../texts';

const SupplyPanel = lazy(() => import('../supply-panel'));

const ROOMS = [
  ['numberBedrooms', 'bedrooms'],
  ['numberBathrooms', 'bathrooms'],
  ['numberParkinglot', 'parking'],
] as const;

export type RoomField = (typeof ROOMS)[number][0];

/**
 * The end of both request forms: the room counts, the budget for the chosen operation and the panel
 * of what is on offer for it (loaded when it first shows). `counts` gives each count's options.
 */
export function RoomsAndBudget({
  id,
  operation,
  counts,
}: {
  id: string;
  operation: number;
  counts: (field: RoomField) => SelectOption[];
}) {
  const f = requestFormTexts.form;
  return (
    <>
      {ROOMS.map(([name, label]) => (
        <SelectField key={name} name={name} id={`${id}-${label}`} label={f[label]} options={counts(name)} />
      ))}
      <BudgetFields tprocessId={operation} idPrefix={id} className="lt-req-span-all" gridClassName="lt-req-form-grid" />
      <div className="lt-req-span-all">
        <PanelSlot capability="demand">
          <SupplyPanel />
        </PanelSlot>
      </div>
    </>
  );
}
