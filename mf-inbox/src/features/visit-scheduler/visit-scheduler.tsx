import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  displayTitle,
  formatUsd,
  Modal,
  notifyKey,
  PROCESS_BUY,
  VISIT_TYPES,
  visitQueries,
  type InboxEntry,
  type VisitType,
} from '@lotengo/shared';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';
import { formatShortDate } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { bookAndAccept, type VisitChoice } from './book-visit';
import { ChoiceGroup } from './choice-group';
import { inboxTexts } from '../../texts';

const t = inboxTexts.scheduler;

/** Reports a failed hours load once per failure (docs/product/texts.md, "No se pudo cargar los horarios" + the reason).
 */
function useHoursFailure(error: Error | null, at: number) {
  useEffect(() => {
    if (error) notifyKey('error', 'hoursLoadFailure', apiErrorMessage(error));
  }, [error, at]);
}

/**
 * "Agenda aquí tu visita" (docs/product/screens.md, docs/product/rules.md): visit type, then its dates, then its slots.
 * Choosing a type clears date and slot and loads dates; choosing a date clears the slot and loads slots. All three are
 * required. A slot someone else just took (409) becomes a message and fresh lists.
 */
export function VisitScheduler({
  entry,
  userCode,
  onClose,
}: {
  entry: InboxEntry;
  userCode: number;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const pid = entry.propertyId;
  const [type, setType] = useState<VisitType | ''>('');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [refreshed, setRefreshed] = useState(false);

  const all = useQuery(visitQueries.hours(pid));
  // Loaded only once their previous choice is made (the key of a disabled query is never fetched).
  const dates = useQuery({ ...visitQueries.dates(pid, type || 'Presencial'), enabled: type !== '' });
  // After fresh lists arrive (e.g. after a 409), a date or slot that is gone is no longer chosen.
  const chosenDate = date && dates.data && !dates.data.some((d) => d.dateVisitAvailable === date) ? '' : date;
  const slots = useQuery({
    ...visitQueries.slots(pid, type || 'Presencial', chosenDate),
    enabled: type !== '' && chosenDate !== '',
  });
  const chosenSlot =
    chosenDate && slot && !(slots.data && !slots.data.some((s) => s.hourAvailableDateMin === slot)) ? slot : '';
  useHoursFailure(dates.error, dates.errorUpdatedAt);
  useHoursFailure(slots.error, slots.errorUpdatedAt);

  const offeredTypes = VISIT_TYPES.filter((v) => all.data?.some((h) => h.typeVisit === v));

  const chooseType = (value: string) => {
    setType(value as VisitType);
    setDate('');
    setSlot('');
    setRefreshed(false);
  };
  const chooseDate = (value: string) => {
    setDate(value);
    setSlot('');
    setRefreshed(false);
  };

  const book = useMutation({
    // As before: offline, the press fails with its toast rather than waiting for the network.
    networkMode: 'always',
    mutationFn: (choice: VisitChoice) => bookAndAccept(client, userCode, entry, choice),
    onSuccess: () => onClose(),
    // Saving until the fresh lists are asked for: the mutation settles after its callbacks.
    onError: async (err) => {
      notifyFailure(err);
      if (isApiError(err) && err.status === 409) {
        // Someone else took it a moment ago: show what is still free.
        setSlot('');
        setRefreshed(true);
        await client.invalidateQueries({ queryKey: visitQueries.all() });
      }
    },
  });
  const saving = book.isPending;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!type || !chosenDate || !chosenSlot) {
      notifyKey('warning', 'visitIncomplete');
      return;
    }
    book.mutate({ typeVisit: type, visitDate: chosenDate, visitHour: chosenSlot });
  }

  const p = entry.propertyDetail;
  const priceLabel = p.tprocessId === PROCESS_BUY || p.processType === 'VENDER' ? t.salePrice : t.rentPrice;
  const formId = `agenda-${entry.idInboxProperty}`;

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      footer={
        <button
          type="submit"
          form={formId}
          className="lt-btn lt-btn--primary"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? t.saving : t.submit}
        </button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="lt-inbox-scheduler">
        <p className="lt-inbox-scheduler__property">
          <strong>{displayTitle(p)}</strong>
          <br />
          {p.address}, {p.district}
        </p>
        <p className="lt-inbox-scheduler__price">
          {priceLabel}: <strong>{formatUsd(p.price)}</strong>
        </p>
        <ChoiceGroup
          legend={t.typeLegend}
          name={`${formId}-tipo`}
          choices={offeredTypes.map((v) => ({ value: v, label: t.typeOption(v) }))}
          value={type}
          onChange={chooseType}
          note={all.isPending ? t.loadingDates : undefined}
        />
        <ChoiceGroup
          legend={t.dateLegend}
          name={`${formId}-fecha`}
          choices={(type ? (dates.data ?? []) : []).map((d) => ({
            value: d.dateVisitAvailable,
            label: formatShortDate(d.dateVisitAvailable),
          }))}
          value={chosenDate}
          onChange={chooseDate}
          note={
            !type
              ? t.chooseType
              : dates.isPending
                ? t.loadingDates
                : dates.isError
                  ? apiErrorMessage(dates.error)
                  : dates.data?.length
                    ? undefined
                    : t.noDates
          }
        />
        <ChoiceGroup
          legend={t.slotLegend}
          name={`${formId}-horario`}
          choices={(type && chosenDate ? (slots.data ?? []) : []).map((s) => ({
            value: s.hourAvailableDateMin,
            label: s.hourAvailableDateMin,
          }))}
          value={chosenSlot}
          onChange={(v) => {
            setSlot(v);
            setRefreshed(false);
          }}
          note={
            !chosenDate
              ? t.chooseDate
              : slots.isPending
                ? t.loadingSlots
                : slots.isError
                  ? apiErrorMessage(slots.error)
                  : slots.data?.length
                    ? undefined
                    : t.noSlots
          }
        />
        <p role="status" className="lt-inbox-muted">
          {refreshed ? t.slotsRefreshed : ''}
        </p>
      </form>
    </Modal>
  );
}
