import { formatUsdFixed2 } from '../../format';
import { PROCESS_BUY, PROCESS_RENT } from '../../contracts';
import { messages } from '@lotengo/shared/i18n';
import { useConfigBounds } from './options';
import { NumberField } from './text-field';

export interface BudgetFieldsProps {
  /** The chosen operation: 2 rent, 3 buy; anything else shows the "* Elige un tipo de operación *" prompt. */
  tprocessId: number;
  /** Form value names; default costInit / costEnd (docs/product/entities.md). */
  minName?: string;
  maxName?: string;
  /** Prefix of the inputs' ids (several forms on one page stay unique). */
  idPrefix?: string;
  /** Heading of the section; default "Presupuesto (US$)". */
  title?: string;
  className?: string;
  /** Class of the grid the two inputs sit in. */
  gridClassName?: string;
}

const t = messages.form;

/** docs/product/rules.md: the operation's floor or ceiling in dollars with two decimals ("$ 300.00"); nothing before
 * the config. */
export const budgetPlaceholder = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? '' : formatUsdFixed2(n);

/** Budget min and max (numbers, min 0, step 0.01), shown only once an operation is picked (docs/product/screens.md,
 * docs/product/rules.md). */
export function BudgetFields({
  tprocessId,
  minName = 'costInit',
  maxName = 'costEnd',
  idPrefix = 'budget',
  title = t.budget,
  className,
  gridClassName = 'lt-form-grid',
}: BudgetFieldsProps) {
  const bounds = useConfigBounds().budget(tprocessId);
  const hasOperation = tprocessId === PROCESS_RENT || tprocessId === PROCESS_BUY;
  const headingId = `${idPrefix}-budget`;
  return (
    <section className={className ? `lt-form-section ${className}` : 'lt-form-section'} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {hasOperation ? (
        <div className={gridClassName}>
          <NumberField
            name={minName}
            id={`${idPrefix}-cost-init`}
            label={t.budgetMin}
            min={0}
            step={0.01}
            placeholder={budgetPlaceholder(bounds?.min)}
            deps={[maxName]}
          />
          <NumberField
            name={maxName}
            id={`${idPrefix}-cost-end`}
            label={t.budgetMax}
            min={0}
            step={0.01}
            placeholder={budgetPlaceholder(bounds?.max)}
          />
        </div>
      ) : (
        <p className="lt-hint">{messages.validation.pickOperation}</p>
      )}
    </section>
  );
}
