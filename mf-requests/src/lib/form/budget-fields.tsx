import type { FieldValues, FormState, Path, UseFormRegister } from 'react-hook-form';
import { messages } from '@lotengo/shared';
import { useSliderBounds } from '../reference-data';
import { FormField, fieldA11y, visibleError } from './form-field';

type BudgetValues = { costInit: string; costEnd: string };

export interface BudgetFieldsProps<T extends FieldValues & BudgetValues> {
  register: UseFormRegister<T>;
  formState: FormState<T>;
  /** The chosen operation: 2 rent, 3 buy; anything else hides the budget (SPEC §2). */
  tprocessId: number;
  idPrefix: string;
}

const f = messages.requests.form;

/** SPEC §5: placeholders are the operation's floor and ceiling in dollars with 2 decimals ('300.00'). */
export const budgetPlaceholder = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '' : n.toFixed(2));

/** Budget min and max; only once an operation is picked, otherwise the "* Elige un tipo de operación *" prompt. */
export function BudgetFields<T extends FieldValues & BudgetValues>({ register, formState, tprocessId, idPrefix }: BudgetFieldsProps<T>) {
  const bounds = useSliderBounds().budget(tprocessId);
  const hasOperation = tprocessId === 2 || tprocessId === 3;
  const minId = `${idPrefix}-cost-init`;
  const maxId = `${idPrefix}-cost-end`;
  const minError = visibleError(formState, 'costInit');
  const maxError = visibleError(formState, 'costEnd');
  return (
    <section className="lt-req-form-section lt-req-span-all" aria-labelledby={`${idPrefix}-budget`}>
      <h2 id={`${idPrefix}-budget`}>{f.budget}</h2>
      {hasOperation ? (
        <div className="lt-req-form-grid">
          <FormField id={minId} label={f.budgetMin} error={minError}>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder={budgetPlaceholder(bounds?.min)}
              {...fieldA11y(minId, minError)}
              {...register('costInit' as Path<T>, { deps: ['costEnd' as Path<T>] })}
            />
          </FormField>
          <FormField id={maxId} label={f.budgetMax} error={maxError}>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder={budgetPlaceholder(bounds?.max)}
              {...fieldA11y(maxId, maxError)}
              {...register('costEnd' as Path<T>)}
            />
          </FormField>
        </div>
      ) : (
        <p className="lt-req-muted">{messages.validation.pickOperation}</p>
      )}
    </section>
  );
}
