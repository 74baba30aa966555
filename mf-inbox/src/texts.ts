import { offerTexts, pageHeadings, propertyLinkTexts } from '@lotengo/shared/i18n';

/** Texts of the inbox area (mf-inbox). */
export const inboxTexts = {
  /** Area name for notices ("… en construcción", "no disponible"). */
  area: 'Mis Ofertas',
  title: pageHeadings.inbox,
  /** "Ver detalle" on an offer: its property's page. */
  propertyLink: propertyLinkTexts,

  /** Labels of REJECT_REASONS (one tap after "Dislike hecho"; the owner sees them as counts). */
  rejectReasons: offerTexts.rejectReasons,

  sections: {
    label: 'Secciones de Mis Ofertas',
    offers: 'Ofertas recibidas',
    ownerVisits: 'Visitas a mis propiedades',
    sent: 'Propiedades que enviaste',
  },

  /** The owner's side: the offers I sent to other people's requests and where each stands. */
  sent: {
    listLabel: 'Propiedades que enviaste a solicitudes',
    empty: 'Todavía no enviaste propiedades',
    emptyHint: 'Busca solicitudes y pulsa «¡Lo tengo!» para ofrecer una de tus propiedades.',
    loadError: 'No se pudieron cargar las propiedades que enviaste',
    property: (id: number) => `Propiedad N° ${id}`,
    request: (id: number, title: string) => (title ? `Solicitud N° ${id}: ${title}` : `Solicitud N° ${id}`),
    sentOn: (date: string) => `Enviada el ${date}`,
    statusLabel: 'Estado',
    status: { pending: 'Pendiente', liked: 'Te dieron me gusta', rejected: 'Rechazada', withdrawn: 'Retirada' },
  },

  filter: {
    legend: 'Mostrar',
    all: 'Todas',
    pending: 'Pendientes',
    liked: 'Me gustan',
    rejected: 'Rechazadas',
    count: (label: string, n: number) => `${label} (${n})`,
  },

  loading: 'Cargando tus ofertas…',
  empty: {
    title: 'Aún no tienes ofertas',
    body: 'Cuando un propietario te envíe una propiedad para una de tus solicitudes, aparecerá aquí.',
    filtered: 'No hay ofertas en este filtro.',
  },
  loadError: {
    title: 'No se pudo cargar el buzón',
    retry: 'Reintentar',
  },

  group: {
    /** "Para tu solicitud" heading prefix, then the request's title. */
    answers: 'Para tu solicitud',
    operation: (processType: string) => (processType ? `Busca ${processType.toLowerCase()}` : ''),
    view: 'Ver solicitud',
    viewLabel: (title: string) => `Ver solicitud: ${title}`,
    unknown: (id: number) => `Solicitud ${id}`,
    offers: (n: number) => (n === 1 ? '1 oferta' : `${n} ofertas`),
  },

  card: {
    noPhoto: 'Sin foto',
    ownerCode: (code: number) => `Código de propietario: ${code}`,
    isNew: 'Nueva',
    like: (title: string) => `Me gusta: ${title}`,
    dislike: (title: string) => `No me gusta: ${title}`,
    status: {
      pending: 'Pendiente',
      liked: 'Te gusta',
      rejected: 'Rechazada',
    },
    withdrawn: 'Ya no está disponible',
    reasonLegend: '¿Por qué no te gustó? (opcional)',
    reasonSaved: 'Gracias, el propietario verá tu motivo.',
    working: 'Guardando…',
  },

  visit: {
    heading: 'Tu visita',
    kind: (type: string) => `Visita ${type}`,
    noDate: 'Visita solicitada sin fecha: el propietario no tiene horarios y te contactará.',
    when: offerTexts.visitWhen,
    cancel: 'Cancelar visita',
    cancelLabel: (title: string) => `Cancelar visita: ${title}`,
    cancelled: 'Visita cancelada',
    cancelledBy: { seeker: 'Cancelaste esta visita.', owner: 'El propietario canceló esta visita.' },
    rebook: 'Agendar otra visita',
    ics: 'Agregar a mi calendario (.ics)',
    /** Accessible names start with the visible text (WCAG 2.5.3), then say which offer. */
    icsLabel: (title: string) => `Agregar a mi calendario (.ics): visita a ${title}`,
    icsSummary: (type: string, title: string) => `Visita ${type}: ${title}`,
    icsDescription: (address: string, district: string) =>
      `Visita agendada en Lo Tengo. Dirección: ${address}${district ? `, ${district}` : ''}.`,
    cancelledToast: 'Visita cancelada',
    cancelledToastTitle: 'OK...',
  },

  ownerVisits: {
    intro: 'Las visitas que los interesados agendaron en tus propiedades.',
    empty: 'Aún no hay visitas agendadas en tus propiedades.',
    seeker: (name: string) => `Visitante: ${name}`,
    property: (title: string) => `Propiedad: ${title}`,
    cancelLabel: (name: string, date: string) => `Cancelar visita de ${name}${date ? ` del ${date}` : ''}`,
    cancelledBy: { seeker: 'El visitante canceló esta visita.', owner: 'Cancelaste esta visita.' },
    loadError: 'No se pudieron cargar las visitas',
  },

  scheduler: {
    title: 'Agenda aquí tu visita',
    submit: 'Agenda tu visita',
    saving: 'Agendando…',
    typeLegend: 'Tipo de visita',
    typeOption: (type: string) => `Visita ${type}`,
    dateLegend: 'Fecha',
    slotLegend: 'Horario',
    chooseType: 'Elige primero el tipo de visita.',
    chooseDate: 'Elige primero una fecha.',
    loadingDates: 'Cargando fechas…',
    loadingSlots: 'Cargando horarios…',
    noDates: 'No quedan fechas libres para este tipo de visita.',
    noSlots: 'No quedan horarios libres en esta fecha.',
    salePrice: 'Precio de venta',
    rentPrice: 'Precio de alquiler',
    property: 'Propiedad',
    /** After a 409 the list is fresh again. */
    slotsRefreshed: 'Actualizamos los horarios disponibles.',
  },

  /** The remote running alone (npm run dev -w mf-inbox): a small page for its own team. */
  standalone: {
    title: 'mf-inbox · modo independiente',
    intro: 'Esta app se ejecuta sola para su equipo. Dentro del sitio, el shell la monta en /page/buzon.',
    navLabel: 'Páginas de mf-inbox',
  },
} as const;
