import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native radio group (arrow keys move between options); `note` stands in when there is nothing to pick. */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  note,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  note?: ReactNode;
}) {
  return (
    <fieldset className="lt-inbox-choices">
      <legend>{legend}</legend>
      {choices.length ? (
        <div className="lt-inbox-choices__list">
          {choices.map((c) => (
            <label key={c.value} className={`lt-inbox-choice${value === c.value ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
              />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      ) : null}
      {note ? <p className="lt-inbox-muted lt-inbox-choices__note">{note}</p> : null}
    </fieldset>
  );
}
