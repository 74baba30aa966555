import { validation } from './validation';
import { pageHeadings } from './headings';

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
  notFound: 'No existe esa propiedad.',
  backToMine: 'Volver a Mis Propiedades',
  badId: 'El código de la propiedad no es válido.',

  /** Property form (SPEC §5): the required-field messages exactly, plus the limits of our additions. */
  form: {
    addressRequired: validation.addressRequired,
    districtRequired: validation.districtRequired,
    priceRequired: validation.priceRequired,
    operationRequired: validation.operationRequired,
    propertyTypeRequired: validation.propertyTypeRequired,
    /** SPEC §5: the owner-type message carries the wrong label, as built. */
    ownerTypeRequired: validation.ownerTypeRequired,
    termsRequired: validation.fieldRequired,
    /** Ours: SPEC §4 makes the agency name required for "Inmobiliaria" but shows no message. */
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
    dialogTitle: (processType: 'ALQUILAR' | 'VENDER') => (processType === 'VENDER' ? '¿Ya se vendió?' : '¿Ya se alquiló?'),
    dialogBody: (propertyId: number) =>
      `La propiedad ${propertyId} dejará de aparecer en búsquedas y coincidencias, y las ofertas pendientes que enviaste con ella se retirarán de los buzones. Podrás reabrirla cuando quieras.`,
    confirm: 'Sí, cerrar la propiedad',
    cancel: 'Cancelar',
    closing: 'Cerrando…',
    closed: 'Cerrada',
    closedNote: (processType: 'ALQUILAR' | 'VENDER') => (processType === 'VENDER' ? 'Cerrada: ya se vendió' : 'Cerrada: ya se alquiló'),
    reopen: 'Reabrir',
    reopenLabel: (propertyId: number) => `Reabrir la propiedad ${propertyId}`,
    reopening: 'Reabriendo…',
    doneTitle: 'OK...',
    closedToast: (n: number) => (n === 1 ? 'Propiedad cerrada. Se retiró 1 oferta pendiente.' : `Propiedad cerrada. Se retiraron ${n} ofertas pendientes.`),
    reopenedToast: 'Propiedad reabierta: vuelve a aparecer en búsquedas.',
    failed: 'No se pudo cambiar el estado de la propiedad',
  },

  card: {
    /** Grey placeholder when the property has no photo. */
    noPhoto: 'Sin foto',
    photoAlt: (propertyType: string, district: string) => `Foto de ${propertyType.toLowerCase()} en ${district}`,
    priceLabel: 'Precio',
    /** Card prices are in dollars (SPEC §1). */
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
    chatLabel: (propertyId: number) => `Chatear por WhatsApp sobre la propiedad ${propertyId} (se abre en una pestaña nueva)`,
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
    hint: (max: number) => `Hasta ${max} fotos (JPG, PNG o WEBP, máximo 10,42 MB cada una). La primera es la portada. Se optimizan en tu equipo antes de subirlas.`,
    count: (n: number, max: number) => `${n} de ${max} fotos`,
    listLabel: 'Fotos elegidas (la primera es la portada)',
    tooLarge: (name: string) => `«${name}»: la imagen supera el tamaño máximo (10,42 MB).`,
    notImage: (name: string) => `«${name}»: no es una imagen. Solo se permiten imágenes (JPG, PNG, WEBP o GIF).`,
    undecodable: (name: string) =>
      `«${name}»: tu navegador no puede abrir este formato de imagen (por ejemplo HEIC del iPhone). Guárdala como JPG o PNG, o elige otra foto.`,
    limit: (max: number) => `Llegaste al máximo de ${max} fotos. Quita alguna para añadir otra.`,
    limitSkipped: (skipped: number, max: number) =>
      skipped === 1 ? `Se permiten hasta ${max} fotos: 1 foto no se añadió.` : `Se permiten hasta ${max} fotos: ${skipped} fotos no se añadieron.`,
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
      'Para reordenar, enfoca el botón Mover de una foto y pulsa Espacio o Enter para tomarla; muévela con las flechas y pulsa Espacio o Enter para soltarla, o Escape para cancelar. La primera foto es la portada.',
    picked: (n: number) => `Tomaste la foto ${n}.`,
    over: (from: number, to: number) => `La foto ${from} está sobre la posición ${to}.`,
    dropped: (from: number, to: number) => `Soltaste la foto ${from} en la posición ${to}.${to === 1 ? ' Ahora es la portada.' : ''}`,
    cancelled: (from: number) => `Movimiento cancelado. La foto ${from} vuelve a su lugar.`,
  },

  /** The availability modal (SPEC §2, §8): rows of visit type, date and slot. */
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

  /** The remote running alone (npm run dev -w mf-properties): a small page for its own team. */
  standalone: {
    title: 'mf-properties · modo independiente',
    intro: 'Esta app se ejecuta sola para su equipo. Dentro del sitio, el shell la monta en sus rutas.',
    navLabel: 'Páginas de mf-properties',
    cardsTitle: 'Vista previa de la tarjeta de propiedad',
    noProperties: 'La API no devolvió propiedades.',
  },
} as const;
