import { formatUsd } from '../format/numbers';

/**
 * Texts of the "Demanda" page and of the demand panels in the property and request forms. Their own entry
 * (@lotengo/shared/i18n/demand), loaded with that page and those panels, off a visitor's first load.
 */
export const demandTexts = {
  /** Any count of requests below 5 (the API's "few"): never the number. */
  few: 'menos de 5',
  page: {
    title: 'Demanda: lo que la gente está buscando',
    intro:
      'Cuántas personas buscan una propiedad, dónde y con qué presupuesto, según las solicitudes activas publicadas ' +
      'en Lo Tengo. Ninguna cifra permite reconocer a una persona: todo grupo de menos de 5 solicitudes se ' +
      'muestra como «menos de 5».',
    filtersLegend: 'Lugar y tipo de búsqueda',
    operation: 'Operación',
    anyOperation: 'Alquilar o comprar',
    propertyType: 'Tipo de propiedad',
    submit: 'Ver demanda',
    allPeru: 'Todo el Perú',
    placeOf: (parts: string[]) => (parts.length ? parts.join(', ') : 'Todo el Perú'),
    totalLabel: 'Personas buscando ahora',
    total: (n: string) => `${n} solicitudes activas`,
    loading: 'Cargando la demanda…',
    loadError: 'No se pudo cargar la demanda.',
    filterError: 'Ese lugar o tipo no existe; se muestra la demanda sin ese filtro.',
    fewLegend: 'Las barras rayadas («<5») son grupos de menos de 5 solicitudes: no mostramos su número exacto.',
    seeRequests: 'Ver estas solicitudes',
    figuresTitle: 'Cifras de la demanda',
  },
  weeks: {
    title: 'Solicitudes nuevas por semana',
    subtitle: 'Últimas 12 semanas, la actual a la derecha',
    week: 'Semana',
    count: 'Solicitudes nuevas',
    /** "start" is YYYY-MM-DD: shown as day/month without Intl (its locale data costs a phone 35–100 ms). */
    weekOf: (start: string) => `${start.slice(8, 10)}/${start.slice(5, 7)}`,
    weekLong: (start: string) => `Semana del ${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)}`,
  },
  budget: {
    title: 'Presupuesto máximo (US$)',
    needsOperation:
      'Elige alquilar o comprar para ver los presupuestos: una renta mensual y un precio de compra no se comparan.',
    tooFew: 'Hay menos de 5 solicitudes: no mostramos presupuestos para no revelar el de nadie.',
    range: 'Presupuesto',
    count: 'Solicitudes',
    bin: (from: number, to: number) => `${formatUsd(from)} – ${formatUsd(to)}`,
    median: 'Mediana',
    middleHalf: 'Mitad central',
    summary: (q1: number, median: number, q3: number) =>
      `La mitad central de los presupuestos va de ${formatUsd(q1)} a ${formatUsd(q3)}; la mediana es ` +
      `${formatUsd(median)}.`,
  },
  bedrooms: {
    title: 'Dormitorios buscados',
    label: 'Dormitorios',
    count: 'Solicitudes',
    value: (n: number) => (n >= 5 ? '5 o más' : String(n)),
  },
  types: {
    title: 'Tipos de propiedad buscados',
    label: 'Tipo',
    count: 'Solicitudes',
  },
  districts: {
    title: 'Distritos con más demanda',
    rank: 'Puesto',
    district: 'Distrito',
    count: 'Solicitudes activas',
    link: (district: string) => `Ver las solicitudes de ${district}`,
    none: 'Ningún distrito llega todavía a 5 solicitudes activas con estos filtros.',
    others: (n: string) => `Otros distritos, cada uno con menos de 5: ${n} solicitudes en total.`,
  },
  propertyPanel: {
    title: 'Demanda para tu propiedad',
    hint:
      'Elige el distrito, la operación y el tipo de propiedad para ver cuántas personas buscan ' +
      'algo así en la zona.',
    loading: 'Calculando la demanda…',
    error: 'No se pudo calcular la demanda en este momento.',
    count: (n: string, type: string, district: string) =>
      `${n} solicitudes activas buscan ${type.toLowerCase()} en ${district}.`,
    median: (amount: number) => `Presupuesto máximo mediano: ${formatUsd(amount)}.`,
    priceAbove: (percent: number) =>
      percent > 0
        ? `Tu precio está por encima del ${percent} % de los presupuestos.`
        : 'Tu precio está por debajo de más del 90 % de los presupuestos.',
    fitting: (n: string) => `Tu precio entra en el presupuesto de ${n} de ellas.`,
    addPrice: 'Escribe el precio para ver dónde se ubica entre sus presupuestos.',
    link: 'Ver esas solicitudes',
  },
  requestPanel: {
    title: 'Oferta en la zona',
    hint:
      'Elige el distrito, la operación y el tipo de propiedad para ver cuántas propiedades ' +
      'publicadas hay en la zona.',
    loading: 'Buscando propiedades publicadas…',
    error: 'No se pudo consultar la oferta en este momento.',
    published: (n: number, type: string, district: string) =>
      n === 1
        ? `1 propiedad publicada de tipo ${type.toLowerCase()} en ${district}.`
        : `${n} propiedades publicadas de tipo ${type.toLowerCase()} en ${district}.`,
    none: (type: string, district: string) =>
      `Aún no hay propiedades de tipo ${type.toLowerCase()} publicadas en ${district}: al publicar tu solicitud, los ` +
      `propietarios te encontrarán.`,
    fitting: (n: number, near: number) =>
      `${n === 1 ? '1 encaja' : `${n} encajan`} con tu ` +
      `solicitud${near ? ` y ${near === 1 ? '1 está' : `${near} están`} cerca (por poco)` : ''}.`,
    budgetAbove: (percent: number) => `Tu presupuesto máximo alcanza para el ${percent} % de sus precios.`,
    medianPrice: (amount: number) => `Precio mediano: ${formatUsd(amount)}.`,
    addBudget: 'Indica tu presupuesto para ver cuántas encajan.',
  },
} as const;
