import { pageHeadings, propertyLinkTexts, validation } from '@lotengo/shared/i18n';

/** Texts of the properties area (mf-properties): page headings, the property card, the standalone harness. */
export const propertiesTexts = {
  /** Area name for notices ("… en construcción", "no disponible"). */
  area: 'Propiedades',
  myPropertiesTitle: pageHeadings.myProperties,
  createTitle: pageHeadings.propertyCreate,
  addProperty: 'Añade una nueva propiedad',
  editTitle: pageHeadings.propertyEdit,
  editHeading: (propertyId: number) => `Propiedad ${propertyId}`,
  loading: 'Cargando propiedades…',
  loadingOne: 'Cargando la propiedad…',
  empty: 'Aún no tienes propiedades publicadas.',
  loadError: 'No se pudieron cargar tus propiedades.',
  loadOneError: 'No se pudo cargar la propiedad.',
  retry: 'Reintentar',
  notOwner: 'Esta propiedad no es tuya: solo su dueño puede editarla.',
  /** An API that cannot read or save a whole property (GET /capabilities). */
  editUnavailable: 'Editar una propiedad no está disponible en este momento.',
  notFound: 'No existe esa propiedad.',
  backToMine: 'Volver a Mis Propiedades',
  badId: 'El código de la propiedad no es válido.',

  /** Property form (docs/product/rules.md): the required-field messages exactly, plus the limits of our additions. */
  form: {
    addressRequired: validation.addressRequired,
    districtRequired: validation.districtRequired,
    priceRequired: validation.priceRequired,
    operationRequired: validation.operationRequired,
    propertyTypeRequired: validation.propertyTypeRequired,
    /** docs/product/rules.md: the owner-type message carries the wrong label, as built. */
    ownerTypeRequired: validation.ownerTypeRequired,
    termsRequired: validation.fieldRequired,
    /** Ours: the agency name is required for "Inmobiliaria" (docs/product/rules.md); the original gave it no message.
     */
    agencyNameRequired: validation.required,
    countRequired: validation.required,
    maxLength: validation.maxLength,
    minValue: validation.minValue,
    maxValue: validation.maxValue,
    invalidNumber: validation.invalidNumber,
    yearRange: (min: number, max: number) => `* Ingresa un año entre ${min} y ${max}`,
    imageOnly: validation.imageOnly,
    imageTooLarge: validation.imageTooLarge,
  },

  /** Closing a property: the label follows the operation (team plan). */
  close: {
    action: (processType: 'ALQUILAR' | 'VENDER') => (processType === 'VENDER' ? 'Ya se vendió' : 'Ya se alquiló'),
    actionLabel: (processType: 'ALQUILAR' | 'VENDER', propertyId: number) =>
      `${processType === 'VENDER' ? 'Ya se vendió' : 'Ya se alquiló'}: cerrar la propiedad ${propertyId}`,
    dialogTitle: (processType: 'ALQUILAR' | 'VENDER') =>
      processType === 'VENDER' ? '¿Ya se vendió?' : '¿Ya se alquiló?',
    dialogBody: (propertyId: number) =>
      `La propiedad ${propertyId} dejará de aparecer en búsquedas y coincidencias, y las ofertas pendientes que ` +
      `enviaste con ella se retirarán de los buzones. Podrás reabrirla cuando quieras.`,
    confirm: 'Sí, cerrar la propiedad',
    cancel: 'Cancelar',
    closing: 'Cerrando…',
    closed: 'Cerrada',
    closedNote: (processType: 'ALQUILAR' | 'VENDER') =>
      processType === 'VENDER' ? 'Cerrada: ya se vendió' : 'Cerrada: ya se alquiló',
    reopen: 'Reabrir',
    reopenLabel: (propertyId: number) => `Reabrir la propiedad ${propertyId}`,
    reopening: 'Reabriendo…',
    doneTitle: 'OK...',
    closedToast: (n: number) =>
      n === 1
        ? 'Propiedad cerrada. Se retiró 1 oferta pendiente.'
        : `Propiedad cerrada. Se retiraron ${n} ofertas pendientes.`,
    reopenedToast: 'Propiedad reabierta: vuelve a aparecer en búsquedas.',
    failed: 'No se pudo cambiar el estado de la propiedad',
  },

  card: {
    /** Grey placeholder when the property has no photo. */
    noPhoto: 'Sin foto',
    photoAlt: (propertyType: string, district: string) => `Foto de ${propertyType.toLowerCase()} en ${district}`,
    priceLabel: 'Precio',
    /** Card prices are in dollars (docs/product/README.md). */
    price: (formatted: string) => `$ ${formatted}`,
    location: (district: string, province: string, department: string) =>
      [district, province, department].filter(Boolean).join(', '),
    send: 'Enviar',
    sent: 'Enviado',
    edit: 'Editar',
    chat: 'Chat',
    sendLabel: (propertyId: number) => `Enviar la propiedad ${propertyId} al buzón del solicitante`,
    sentLabel: (propertyId: number) => `Enviado: la propiedad ${propertyId} ya está en el buzón del solicitante`,
    editLabel: (propertyId: number) => `Editar la propiedad ${propertyId}`,
    chatLabel: (propertyId: number) =>
      `Chatear por WhatsApp sobre la propiedad ${propertyId} (se abre en una pestaña nueva)`,
    code: (propertyId: number) => `Código: ${propertyId}`,
    /** First line of the WhatsApp chat about a property. */
    chatText: (propertyId: number) => `Hola, te escribo por tu propiedad con código ${propertyId} en Lo Tengo.`,
    hours: 'Horarios',
    hoursLabel: (propertyId: number) => `Horarios de visita de la propiedad ${propertyId}`,
    /** Reject-reason counts on the owner's own card (labels from messages.inbox.rejectReasons). */
    rejectsTitle: 'Motivos de rechazo',
    rejectCount: (label: string, n: number) => `${label}: ${n}`,
    noRejects: 'Sin rechazos',
  },

  /** Create/edit form labels (the messages are in `form` above). */
  propertyForm: {
    ownerSection: 'Propietario',
    propertySection: 'La propiedad',
    locationSection: 'Ubicación',
    featuresSection: 'Características',
    priceSection: 'Precio',
    photosSection: 'Fotos',
    /** No Firebase Storage configured and an API without photo storage (GET /capabilities). */
    photosUnavailable: 'Por ahora no se pueden subir fotos: tu propiedad se publica sin ellas.',
    termsSection: 'Términos',
    ownerType: 'Tipo de propietario',
    agencyName: 'Nombre de la inmobiliaria',
    agencyNameHint: 'Solo si el propietario es una inmobiliaria.',
    operation: 'Tipo de operación',
    propertyType: 'Tipo de propiedad',
    address: 'Dirección',
    referenceAddress: 'Referencia',
    referenceAddressHint: 'Por ejemplo: a una cuadra del parque Kennedy.',
    serviceArea: 'Área de servicio',
    commonAreas: 'Áreas comunes',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking: 'Estacionamientos',
    price: 'Precio (US$)',
    totalArea: 'Área total (m²)',
    coveredArea: 'Área techada (m²)',
    yearConstruction: 'Año de construcción',
    optional: '(opcional)',
    titleDeclaration: 'Declaro que soy el titular de la propiedad o que estoy autorizado para ofrecerla',
    commissionTerms: 'Acepto los términos de comisión',
    confidentialityTerms: 'Acepto los términos de confidencialidad y gestión de datos',
    create: 'Crear',
    update: 'Guardar cambios',
    photosPending: 'Espera a que terminen de subir las fotos antes de guardar.',
    photosFailed: 'Hay fotos que no se pudieron subir: reintenta o quítalas antes de guardar.',
  },

  /** Photos of a property: drop zone, per-photo progress, reorder (dnd-kit announcements), refusals. */
  photos: {
    label: 'Fotos de la propiedad',
    dropHint: 'Arrastra tus fotos aquí o pulsa para elegirlas',
    dropActive: 'Suelta las fotos aquí',
    choose: 'Elegir fotos',
    hint: (max: number) =>
      `Hasta ${max} fotos (JPG, PNG o WEBP, máximo 10,42 MB cada una). La primera es la portada. Se optimizan en tu ` +
      `equipo antes de subirlas.`,
    count: (n: number, max: number) => `${n} de ${max} fotos`,
    listLabel: 'Fotos elegidas (la primera es la portada)',
    tooLarge: (name: string) => `«${name}»: la imagen supera el tamaño máximo (10,42 MB).`,
    notImage: (name: string) => `«${name}»: no es una imagen. Solo se permiten imágenes (JPG, PNG, WEBP o GIF).`,
    undecodable: (name: string) =>
      `«${name}»: tu navegador no puede abrir este formato de imagen (por ejemplo HEIC del iPhone). Guárdala como ` +
      `JPG o PNG, o elige otra foto.`,
    limit: (max: number) => `Llegaste al máximo de ${max} fotos. Quita alguna para añadir otra.`,
    limitSkipped: (skipped: number, max: number) =>
      skipped === 1
        ? `Se permiten hasta ${max} fotos: 1 foto no se añadió.`
        : `Se permiten hasta ${max} fotos: ${skipped} fotos no se añadieron.`,
    compressing: 'Optimizando…',
    uploading: 'Subiendo…',
    done: 'Lista',
    failed: 'No se pudo subir',
    progressLabel: (n: number) => `Progreso de la foto ${n}`,
    cover: 'Portada',
    thumbAlt: (n: number) => `Foto ${n}`,
    retry: 'Reintentar',
    retryLabel: (n: number) => `Reintentar subir la foto ${n}`,
    remove: 'Quitar',
    removeLabel: (n: number) => `Quitar la foto ${n}`,
    moveLabel: (n: number) => `Mover la foto ${n}`,
    instructions:
      'Para reordenar, enfoca el botón Mover de una foto y pulsa Espacio o Enter para tomarla; muévela con las ' +
      'flechas y pulsa Espacio o Enter para soltarla, o Escape para cancelar. La primera foto es la portada.',
    picked: (n: number) => `Tomaste la foto ${n}.`,
    over: (from: number, to: number) => `La foto ${from} está sobre la posición ${to}.`,
    dropped: (from: number, to: number) =>
      `Soltaste la foto ${from} en la posición ${to}.${to === 1 ? ' Ahora es la portada.' : ''}`,
    cancelled: (from: number) => `Movimiento cancelado. La foto ${from} vuelve a su lugar.`,
  },

  /** The availability modal (docs/product/screens.md, docs/product/texts.md): rows of visit type, date and slot. */
  availability: {
    title: 'Programa tus horarios disponibles',
    hint: 'Puedes ofrecer hasta 8 opciones (4 presenciales y 4 virtuales).',
    typeLabel: 'Tipo de visita',
    dateLabel: 'Fecha',
    slotLabel: 'Horario',
    rowLabel: (n: number) => `Opción ${n}`,
    add: 'Agregar horario',
    remove: 'Quitar',
    removeLabel: (n: number) => `Quitar la opción ${n}`,
    save: 'Guardar horarios',
    exit: 'Salir',
    loading: 'Cargando horarios…',
    empty: 'Aún no hay horarios. Agrega uno con «Agregar horario».',
    required: validation.fieldRequired,
    pastDate: '* La fecha no puede ser anterior a hoy',
    duplicate: '* Esta opción ya está en la lista',
    count: (n: number) => (n === 1 ? '1 opción' : `${n} opciones`),
  },

  /** One property's page (/page/property/{id}): every fact, the gallery, the actions of the viewer's context. */
  detail: {
    loading: 'Cargando la propiedad…',
    loadError: 'No se pudo cargar la propiedad.',
    retry: 'Reintentar',
    badId: 'El código de la propiedad no es válido.',
    notFound: 'No existe esa propiedad.',
    /** An API without the detail (GET /capabilities): what the offer holds, and where it is not available. */
    seedNote: 'Estos son los datos de la oferta que recibiste.',
    unavailable: 'El detalle de esta propiedad no está disponible.',
    unavailableBody: 'Sus datos están en la oferta que recibiste o en la tarjeta que la muestra.',
    forbiddenTitle: 'No puedes ver esta propiedad',
    forbiddenBody:
      'Solo la ven su propietario, las personas a quienes se la enviaron y quienes tienen una solicitud ' +
      'que coincide con ella.',
    backToOffers: 'Ir a Mis Ofertas',
    backToMine: 'Volver a Mis Propiedades',
    priceLabel: 'Precio',
    /** "$ 1,200 · ALQUILAR": the price in dollars with the operation. */
    price: (formatted: string) => `$ ${formatted}`,
    operationLabel: 'Operación',
    operations: { ALQUILAR: 'En alquiler', VENDER: 'En venta' } as Record<string, string>,
    propertyType: 'Tipo de propiedad',
    description: 'Descripción',
    noDescription: 'El propietario no agregó una descripción.',
    factsTitle: 'Características',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking: 'Estacionamientos',
    totalArea: 'Área total',
    coveredArea: 'Área techada',
    area: (m2: number) => `${m2.toLocaleString('es-PE')} m²`,
    yearConstruction: 'Año de construcción',
    serviceArea: 'Área de servicio',
    commonAreas: 'Áreas comunes',
    yes: 'Sí',
    no: 'No',
    notGiven: 'No indicado',
    otherFeatures: 'Otras características',
    locationTitle: 'Ubicación',
    address: 'Dirección',
    reference: 'Referencia',
    district: 'Distrito',
    province: 'Provincia',
    department: 'Departamento',
    codesTitle: 'Códigos',
    propertyCode: 'Código de la propiedad',
    ownerCode: 'Código del propietario',
    agency: 'Inmobiliaria',
    hoursTitle: 'Horarios de visita',
    hoursLoading: 'Cargando horarios…',
    hoursError: 'No se pudieron cargar los horarios de visita.',
    noHours: 'El propietario aún no configuró horarios de visita.',
    hour: (typeVisit: string, date: string, slot: string) => `Visita ${typeVisit} · ${date} · ${slot}`,
    actionsTitle: 'Acciones',
    closedNote: (processType: 'ALQUILAR' | 'VENDER') =>
      processType === 'VENDER'
        ? 'Esta propiedad está cerrada: ya se vendió.'
        : 'Esta propiedad está cerrada: ya se alquiló.',
    ownerNote: 'Así ven tu propiedad las personas que la reciben.',
    matchNote: 'Coincide con una de tus solicitudes.',
    whatsapp: 'Escribir por WhatsApp',
    whatsappLabel: (propertyId: number) =>
      `Escribir por WhatsApp al propietario de la propiedad ${propertyId} (se abre en una pestaña nueva)`,
    whatsappText: (propertyId: number, title: string) =>
      `Hola, vi tu propiedad «${title}» (código ${propertyId}) en Lo Tengo y me interesa.`,
    noContact:
      'El WhatsApp del propietario aparece cuando la propiedad coincide del todo con tu solicitud o te la envían.',
    /** The link every card and row carries to this page. */
    link: propertyLinkTexts,
  },

  /** The detail's photo gallery and its full-screen view. */
  gallery: {
    label: (title: string) => `Fotos de ${title}`,
    /** Accessible name of each photo: which one, of what. */
    photoAlt: (n: number, total: number, title: string) => `Foto ${n} de ${total}: ${title}`,
    counter: (n: number, total: number) => `${n} de ${total}`,
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    thumbsLabel: 'Miniaturas',
    thumbLabel: (n: number) => `Ver la foto ${n}`,
    fullScreen: 'Ver en pantalla completa',
    fullScreenTitle: (title: string) => `Fotos de ${title}`,
    close: 'Cerrar',
    noPhotos: 'Esta propiedad no tiene fotos.',
    hint: 'Usa las flechas del teclado o desliza para ver más fotos.',
  },

  /** The remote running alone (npm run dev -w mf-properties): a small page for its own team. */
  standalone: {
    title: 'mf-properties · modo independiente',
    intro: 'Esta app se ejecuta sola para su equipo. Dentro del sitio, el shell la monta en sus rutas.',
    navLabel: 'Páginas de mf-properties',
    cardsTitle: 'Vista previa de la tarjeta de propiedad',
    noProperties: 'La API no devolvió propiedades.',
  },
} as const;
