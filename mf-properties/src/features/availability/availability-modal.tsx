import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, notifyKey, Spinner, visitQueries } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { AvailabilityForm } from './availability-form';
import { toHours, toRows, type AvailabilityRow } from './availability-schema';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.availability;

export interface AvailabilityModalProps {
  propertyId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * "Programa tus horarios disponibles" (docs/product/screens.md, docs/product/texts.md): opens with the property's
 * current slots, saves the whole list (the API replaces it), warns on an empty list, and says whether the save took.
 */
export function AvailabilityModal({ propertyId, open, onClose }: AvailabilityModalProps) {
  const formId = `availability-${useId().replace(/:/g, '')}`;
  const client = useQueryClient();
  // The slots of visits (shared with the seekers' scheduler): a save here makes their lists stale too.
  const hours = useQuery({ ...visitQueries.hours(propertyId), enabled: open });
  const save = useMutation({
    mutationFn: (rows: AvailabilityRow[]) => api.registerHours(toHours(propertyId, rows)),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: visitQueries.hours(propertyId).queryKey });
      if (answer === true) {
        notifyKey('success', 'hoursSaved');
        onClose();
      } else notifyKey('warning', 'hoursNotTrue');
    },
    onError: (err) => notifyKey('warning', 'hoursNotTrue', apiErrorMessage(err)),
  });

  const footer = (
    <>
      <button type="button" className="lt-btn lt-btn--ghost" onClick={onClose} disabled={save.isPending}>
        {t.exit}
      </button>
      <button
        type="submit"
        form={formId}
        className="lt-btn lt-btn--primary"
        disabled={!hours.isSuccess || save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? messages.common.processing : t.save}
      </button>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={t.title} footer={footer} size="lg" staticBackdrop={save.isPending}>
      <p className="lt-hint" style={{ marginTop: 0 }}>
        {t.hint}
      </p>
      {hours.isPending ? (
        <div style={{ minHeight: 160 }}>
          <Spinner label={t.loading} />
        </div>
      ) : hours.isError ? (
        <div role="alert" style={{ minHeight: 160 }}>
          <p>
            {messages.toasts.hoursLoadFailure.message} {apiErrorMessage(hours.error)}
          </p>
          <button type="button" className="lt-btn lt-btn--secondary" onClick={() => void hours.refetch()}>
            {messages.common.retry}
          </button>
        </div>
      ) : (
        <AvailabilityForm
          formId={formId}
          initialRows={toRows(hours.data)}
          disabled={save.isPending}
          onValid={(rows) => save.mutate(rows)}
          onEmpty={() => notifyKey('warning', 'emptyAvailability')}
          onInvalid={() => notifyKey('error', 'invalidForm')}
        />
      )}
    </Modal>
  );
}
