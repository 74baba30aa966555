import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ProcessingOverlay, notifyKey } from '@lotengo/shared';

export interface RequestFormFrameProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** While saving: the overlay shows and every field is disabled. */
  saving: boolean;
  onValid: (values: V) => void;
  submitLabel: string;
  /** The fields of the grid. */
  children: ReactNode;
  /** Below the grid, before the submit button (the search engine choice, the create form's terms). */
  footer?: ReactNode;
}

/** What the create and edit forms of a request share around their fields: overlay, grid, submit, the invalid-form
 * toast. */
export function RequestFormFrame<V extends FieldValues>({
  form,
  saving,
  onValid,
  submitLabel,
  children,
  footer,
}: RequestFormFrameProps<V>) {
  return (
    <FormProvider {...form}>
      <ProcessingOverlay show={saving} />
      <form
        className="lt-req-form"
        noValidate
        onSubmit={form.handleSubmit(onValid, () => notifyKey('error', 'invalidForm'))}
      >
        <fieldset disabled={saving}>
          <div className="lt-req-form-grid">{children}</div>
          {footer}
          <div className="lt-req-actions">
            <button type="submit" className="lt-req-btn">
              {submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
