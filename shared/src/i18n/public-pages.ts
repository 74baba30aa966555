/** What a person reads on the public request pages (platform/src/public-pages): Spanish, as the whole site. */
import type { PublicOperation } from '../routing/public-paths';

export const publicPagesTexts = {
  operation: { alquiler: 'Alquiler', compra: 'Compra' } as Record<PublicOperation, string>,
  /** "Solicitudes de alquiler en Miraflores". */
  districtTitle: (op: PublicOperation, district: string) =>
    `Solicitudes de ${op === 'alquiler' ? 'alquiler' : 'compra'} en ${district}`,
  districtDescription: (op: PublicOperation, district: string, total: number) =>
    `${total} ${total === 1 ? 'persona busca' : 'personas buscan'} inmueble ` +
    `${op === 'alquiler' ? 'en alquiler' : 'para comprar'} en ${district}. Si tienes lo que buscan, respóndeles.`,
  districtEmpty: 'Por ahora no hay solicitudes activas aquí.',
  page: (n: number) => `Página ${n}`,
  prev: '← Más recientes',
  next: 'Más antiguas →',
  facts: {
    operation: 'Operación',
    propertyType: 'Tipo de inmueble',
    location: 'Ubicación',
    budget: 'Presupuesto (US$)',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking: 'Estacionamientos',
    area: 'Área techada',
    published: 'Publicada',
    description: 'Descripción',
    reference: 'Referencia',
  },
  requestDescription: (op: PublicOperation, type: string, where: string, budget: string) =>
    `Busco ${type.toLowerCase()} ${op === 'alquiler' ? 'en alquiler' : 'para comprar'} en ${where}. ` +
    `Presupuesto: ${budget} (US$). ¿Lo tienes? Respóndele en Lo Tengo.`,
  cta: '¡Lo tengo!',
  /** WhatsApp's share link (a plain link: the page runs no script). */
  share: 'Compartir por WhatsApp',
  shareText: (title: string, url: string) =>
    `Mira esta solicitud en Lo Tengo: "${title}". ¿Tienes una propiedad así? ${url}`,
  copyLink: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: copia la dirección de esta página',
  ctaHint: '¿Tienes un inmueble así? Ofrécelo: te pediremos iniciar sesión.',
  moreInDistrict: (district: string) => `Ver más solicitudes en ${district}`,
  gone: 'Esta solicitud ya no está activa',
  goneHint: 'Quien la publicó ya encontró lo que buscaba o dejó de buscar.',
  similar: (district: string) => `Otras solicitudes activas en ${district}`,
  notFound: 'No encontramos esta página',
  notFoundHint: 'La solicitud o el distrito que buscas no existe.',
  unavailable: 'No pudimos cargar esta página',
  unavailableHint: 'Inténtalo de nuevo en unos minutos.',
  home: 'Ir al inicio',
  squareMeters: (n: number) => `${n} m²`,
  /** The request's link-preview image (og:image): big lines a phone shows in a chat. */
  preview: {
    headline: (op: PublicOperation, type: string) =>
      `Busco ${type.toLowerCase() || 'inmueble'} ${op === 'alquiler' ? 'en alquiler' : 'para comprar'}`,
    where: (district: string) => `en ${district}`,
    rooms: (bedrooms: number, bathrooms: number) =>
      [
        bedrooms > 0 ? `${bedrooms} ${bedrooms === 1 ? 'dormitorio' : 'dormitorios'}` : '',
        bathrooms > 0 ? `${bathrooms} ${bathrooms === 1 ? 'baño' : 'baños'}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    call: '¿Lo tienes? Respóndele en Lo Tengo',
    /** og:image:alt: what the image says, in one sentence. */
    alt: (lines: string[]) => `Solicitud en Lo Tengo: ${lines.filter(Boolean).join(', ')}.`,
  },
};
