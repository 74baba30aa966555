/** Texts of the properties area (mf-properties): page headings, the property card, the standalone harness. */
export const propertiesTexts = {
  /** Area name for notices ("… en construcción", "no disponible"). */
  area: 'Propiedades',
  myPropertiesTitle: 'Mis Propiedades',
  createTitle: '¡Tengo una propiedad para ofrecer!',
  addProperty: 'Añade una nueva propiedad',

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
