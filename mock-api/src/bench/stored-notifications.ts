import type { StoredNotification } from '../db/schema';

const DAY = 86_400_000;

/** `total` notifications over `members` members, as if months of use (the soak's stored load): a third unread. */
export function storedNotifications(members: number, total: number, now = Date.now()): StoredNotification[] {
  const out: StoredNotification[] = [];
  for (let id = 1; id <= total; id++) {
    const userCode = 1 + (id % members);
    out.push({
      notificationId: id,
      userCode,
      kind: 'offer-received',
      subject: { idInboxProperty: 1_000_000 + id },
      title: 'Te enviaron una propiedad',
      body:
        'Te ofrecen departamento en alquiler en Miraflores para tu solicitud ' +
        '«Departamento en alquiler · Miraflores». Revísala en Mis Ofertas.',
      link: '/page/buzon',
      createdAt: new Date(now - ((total - id) / total) * 30 * DAY).toISOString(),
      readAt: id % 3 ? new Date(now).toISOString() : null,
      eventId: id,
      dedupeKey: `offer-received:${userCode}:soak${id}`,
    });
  }
  return out;
}
