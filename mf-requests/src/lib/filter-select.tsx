import { SelectControl, type OptionsState } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { requestsTexts } from '../texts';

const t = requestsTexts.search;

/** A filter select: "Todos" first (no filter), its list's error with a retry under it. */
export function FilterSelect({
  state,
  disabled,
  ...props
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  state: OptionsState;
  disabled?: boolean;
}) {
  return (
    <div className="lt-req-filter">
      <SelectControl
        {...props}
        options={state.options}
        loading={state.isLoading}
        placeholder={t.all}
        disabled={disabled || state.isLoading}
      />
      {state.isError ? (
        <p className="lt-req-error" role="alert">
          {t.optionsError}{' '}
          <button type="button" className="lt-req-btn lt-req-btn--secondary lt-req-btn--small" onClick={state.refetch}>
            {messages.common.retry}
          </button>
        </p>
      ) : null}
    </div>
  );
}
