import type { ReactNode } from 'react';

export interface SubmitRowProps {
  label: string;
  /** Said (politely, in the status line) while the form is being sent. */
  submittingLabel: string;
  submitting: boolean;
  /** Default: while submitting. */
  disabled?: boolean;
  /** The status line once not submitting (e.g. a success message). */
  status?: ReactNode;
  statusClassName?: string;
}

/** The account forms' full-width submit button and the live status line under it. */
export function SubmitRow({
  label,
  submittingLabel,
  submitting,
  disabled = submitting,
  status = '',
  statusClassName = 'acc-status',
}: SubmitRowProps) {
  return (
    <>
      <button type="submit" className="lt-btn lt-btn--primary lt-btn--block" disabled={disabled}>
        {label}
      </button>
      <p className={statusClassName} role="status">
        {submitting ? submittingLabel : status}
      </p>
    </>
  );
}
