import { pageHeadings, propertyLinkTexts } from '@lotengo/shared/i18n';
import { requestsTexts } from './requests';

/**
 * Texts of the requests area that only a signed-in person (or the ¡Lo tengo! dialog) reads: the create
 * and edit forms, Mis Solicitudes and "Enlaza tu propiedad". Their own entry
 * (@lotengo/shared/i18n/request-form), loaded with those screens, off a visitor's first load.
 */
export const requestFormTexts = {
  form: {
    createTitle: pageHeadings.requestCreate,
    createIntro:
      'Cuéntanos qué propiedad buscas. Tu solicitud es confidencial: los propietarios te enviarán sus ofertas.',
    editTitle: pageHeadings.requestEdit,
    editHeading: (id: number, title: string) => `Solicitud N° ${id}: ${title}`,
    operation: 'Tipo de operación',
    propertyType: 'Tipo de propiedad',
    // Region, province, district, budget and "Seleccione" are the form kit's (messages.form).
    referenceAddress: 'Referencia de ubicación',
    referenceAddressHint: 'Por ejemplo: cerca al parque Kennedy',
    serviceArea: 'Área de servicio',
    commonAreas: 'Áreas comunes',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking: 'Cocheras',
    title: 'Título',
    description: 'Descripción adicional',
    descriptionHint: 'Incluye aquí requerimientos especiales: mascotas, piso, vista, cercanía a colegios…',
    coveredArea: 'Área techada (m²)',
    terrace: 'Terraza',
    yearConstruction: 'Antigüedad de construcción',
    terms: 'Acepto los términos de confidencialidad y gestión de datos',
    indexable: 'Mostrar en buscadores (Google) y vistas previas',
    indexableHint:
      'Si la desmarcas, no aparecerá en Google ni con imagen al compartirla; en Lo Tengo la seguirán viendo los ' +
      'propietarios y quien tenga el enlace. Tu nombre y tus datos nunca se publican.',
    createSubmit: 'Crear y publicar una nueva Solicitud',
    editSubmit: 'Actualizar solicitud',
    charCount: (n: number, max: number) => `${n}/${max}`,
    notOwner: 'Solo el titular de esta solicitud puede modificarla.',
    notOwnerHint: 'Puedes ver tus propias solicitudes en Mis Solicitudes.',
    notFound: 'La solicitud que buscas no existe.',
    loadError: 'No se pudo cargar la solicitud.',
    signInRequired: 'Debes ingresar con tu cuenta para continuar.',
    goMyRequests: 'Ir a Mis Solicitudes',
    goLogin: 'Ingresar',
  },
  mine: {
    title: pageHeadings.myRequests,
    add: 'Añade una nueva solicitud',
    empty: 'Aún no has publicado solicitudes.',
    emptyHint: 'Publica tu primera solicitud y recibe ofertas de propietarios.',
    loadError: 'No se pudieron cargar tus solicitudes.',
  },
  /** Right after publishing: the request's own link, to spread where people look for homes. */
  share: {
    title: 'Comparte tu solicitud',
    body:
      'Tu solicitud ya está publicada. Compártela en WhatsApp o Facebook: cuantas más personas la vean, más ofertas ' +
      'recibirás. Tu nombre y tus datos de contacto no se muestran.',
    linkLabel: 'Enlace de tu solicitud',
    share: 'Compartir',
    whatsapp: 'Compartir por WhatsApp',
    copy: requestsTexts.card.copyLink,
    copied: requestsTexts.card.copied,
    copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo',
    close: 'Cerrar',
    text: (title: string) => `Busco esto en Lo Tengo: "${title}". ¿Lo tienes? Respóndeme aquí:`,
  },
  link: {
    title: 'Enlaza tu propiedad',
    /** "Ver detalle" on each of my properties in the list: its page, as the seeker will see it. */
    propertyLink: propertyLinkTexts,
    requestDetails: 'Detalle de la solicitud',
    code: 'Código',
    fitting: 'Tus propiedades que cumplen con la solicitud',
    noProperties: 'No cuentas con propiedades cargadas. Te recomendamos ingresar una propiedad',
    newProperty: 'Ingresa una nueva propiedad',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: 'Enviado',
    noPhoto: 'Sin foto',
    photoAlt: (title: string) => `Foto de la propiedad ${title}`,
    loading: 'Buscando tus propiedades…',
  },
} as const;
