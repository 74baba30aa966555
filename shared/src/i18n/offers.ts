/**
 * What both sides of an offer read alike: the seeker's inbox (mf-inbox), the owner's counts of reasons
 * (mf-properties) and the notifications the API writes (alerts.ts). The rest of the inbox's texts are
 * mf-inbox's own (mf-inbox/src/texts.ts).
 */
export const offerTexts = {
  /** Labels of REJECT_REASONS. */
  rejectReasons: {
    precio: 'Precio',
    ubicacion: 'Ubicación',
    tamano: 'Tamaño',
    estado: 'Estado',
    fotos: 'Las fotos no coinciden',
  },
  /** A visit's day and slot: "lunes, 30 de noviembre de 2026, 9:00 am a 11:00 am". */
  visitWhen: (date: string, slot: string) => `${date}, ${slot}`,
} as const;
