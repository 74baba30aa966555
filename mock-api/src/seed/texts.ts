import { PROCESS_RENT, type ProcessId } from '@lotengo/shared/contracts';
import { TYPE } from './options';
import type { Random } from './prng';

const dorms = (n: number) => `${n} ${n === 1 ? 'dormitorio' : 'dormitorios'}`;

type TitleFn = (label: string, bedrooms: number, area: number) => string;

/** Request titles as people write them, by property type and operation. */
const REQUEST_TITLES: Record<number, { rent: TitleFn[]; buy: TitleFn[] }> = {
  [TYPE.departamento]: {
    rent: [
      (l, b) => `Busco departamento de ${dorms(b)} en ${l}`,
      (l) => `Pareja joven busca departamento en alquiler en ${l}`,
      (l) => `Necesito depa para alquilar en ${l}, cerca al trabajo`,
      (l, b) => `Alquiler de departamento de ${dorms(b)} en ${l} con cochera`,
    ],
    buy: [
      (l, b) => `Quiero comprar departamento de ${dorms(b)} en ${l}`,
      (l) => `Busco departamento para comprar en ${l}`,
      (l) => `Compro depa con cochera y ascensor en ${l}`,
      (l) => `Primera vivienda: busco departamento en ${l}`,
    ],
  },
  [TYPE.casa]: {
    rent: [
      (l) => `Familia busca casa para alquilar en ${l}`,
      (l) => `Busco casa con jardín en ${l}`,
      (l, b) => `Casa de ${dorms(b)} en alquiler en ${l}`,
    ],
    buy: [
      (l, b) => `Compro casa de ${dorms(b)} en ${l}`,
      (l) => `Familia busca casa propia en ${l}`,
      (l) => `Busco casa con patio para comprar en ${l}`,
    ],
  },
  [TYPE.terreno]: {
    rent: [(l, _b, a) => `Busco terreno de ${a} m² para alquilar en ${l}`],
    buy: [
      (l, _b, a) => `Busco terreno de ${a} m² en ${l}`,
      (l) => `Compro terreno para construir en ${l}`,
      (l) => `Terreno para proyecto multifamiliar en ${l}`,
    ],
  },
  [TYPE.oficina]: {
    rent: [
      (l, _b, a) => `Busco oficina de ${a} m² en ${l}`,
      (l) => `Startup busca oficina implementada en ${l}`,
      (l) => `Estudio de abogados busca oficina en ${l}`,
    ],
    buy: [
      (l) => `Compro oficina en edificio corporativo en ${l}`,
      (l, _b, a) => `Busco oficina de ${a} m² para comprar en ${l}`,
    ],
  },
  [TYPE.local]: {
    rent: [
      (l) => `Busco local comercial a la calle en ${l}`,
      (l) => `Necesito local para cafetería en ${l}`,
      (l) => `Busco local para minimarket en ${l}`,
    ],
    buy: [(l) => `Compro local comercial en ${l}`, (l, _b, a) => `Busco local de ${a} m² para comprar en ${l}`],
  },
  [TYPE.playa]: {
    rent: [(l) => `Busco casa de playa en ${l} para el verano`, (l) => `Alquiler de temporada: casa de playa en ${l}`],
    buy: [(l) => `Compro casa de playa en ${l}`, (l) => `Busco casa cerca al mar en ${l}`],
  },
  [TYPE.habitacion]: {
    rent: [
      (l) => `Estudiante busca habitación en ${l}`,
      (l) => `Busco habitación amoblada en ${l}`,
      (l) => `Profesional busca habitación con baño propio en ${l}`,
    ],
    buy: [(l) => `Busco habitación en ${l}`],
  },
};

const REQUEST_DETAILS: Record<number, string[]> = {
  [TYPE.departamento]: [
    'Preferimos piso alto con buena iluminación natural.',
    'Somos una pareja joven, sin mascotas.',
    'Es importante que el edificio tenga ascensor.',
    'Buscamos que esté cerca de transporte público.',
    'Nos interesa que tenga balcón o vista a parque.',
    'Trabajo desde casa, así que necesito un ambiente para escritorio.',
  ],
  [TYPE.casa]: [
    'Somos una familia de cinco con dos perros.',
    'Buscamos jardín o patio para los niños.',
    'Que esté cerca de colegios y parques.',
    'Idealmente en una calle tranquila.',
    'Necesitamos un cuarto en el primer piso para mis padres.',
  ],
  [TYPE.terreno]: [
    'El terreno es para construir una vivienda multifamiliar.',
    'Preferible con papeles en regla e inscrito en SUNARP.',
    'Que tenga acceso a agua, desagüe y luz.',
    'Buscamos frente de al menos 10 metros.',
  ],
  [TYPE.oficina]: [
    'Somos un equipo de ocho personas.',
    'Necesitamos sala de reuniones y buena conexión a internet.',
    'Que el edificio tenga recepción y seguridad.',
    'Ideal con estacionamiento para visitas.',
  ],
  [TYPE.local]: [
    'Es para una cafetería de especialidad.',
    'Necesitamos frente a la calle con buena visibilidad.',
    'Que cuente con baño y punto de agua.',
    'Buscamos zona con flujo peatonal alto.',
  ],
  [TYPE.playa]: [
    'Para pasar el verano con la familia.',
    'Que esté a pocos minutos caminando de la playa.',
    'Buscamos terraza con parrilla.',
    'Ideal con piscina o acceso a club.',
  ],
  [TYPE.habitacion]: [
    'Soy estudiante universitario, tranquilo y ordenado.',
    'Busco habitación con baño propio.',
    'Que incluya servicios de agua, luz e internet.',
    'Cerca de la universidad o de una ruta de buses.',
  ],
};

const RENT_TERMS = [
  'Pago puntual y puedo presentar referencias.',
  'Contrato mínimo de un año.',
  'Puedo adelantar dos meses de garantía.',
  'Necesito mudarme el próximo mes.',
];
const BUY_TERMS = [
  'Cuento con crédito hipotecario preaprobado.',
  'Pagaría una parte al contado.',
  'Buscamos mudarnos en los próximos meses.',
  'Evaluamos también propiedades para remodelar.',
];

export function requestTitle(
  rnd: Random,
  tpropertyId: number,
  tprocessId: ProcessId,
  label: string,
  bedrooms: number,
  area: number,
): string {
  const pool = REQUEST_TITLES[tpropertyId]!;
  return rnd
    .pick(tprocessId === PROCESS_RENT ? pool.rent : pool.buy)(label, bedrooms, area)
    .slice(0, 80);
}

export function requestDescription(rnd: Random, tpropertyId: number, tprocessId: ProcessId): string {
  const details = rnd.sample(REQUEST_DETAILS[tpropertyId]!, rnd.int(1, 2));
  const terms = rnd.pick(tprocessId === PROCESS_RENT ? RENT_TERMS : BUY_TERMS);
  return [...details, terms].join(' ');
}

const PROPERTY_NOUNS: Record<number, string[]> = {
  [TYPE.departamento]: ['Departamento', 'Moderno departamento', 'Departamento con vista', 'Amplio departamento'],
  [TYPE.casa]: ['Casa', 'Casa amplia con jardín', 'Casa de dos pisos', 'Casa remodelada'],
  [TYPE.terreno]: ['Terreno', 'Terreno plano', 'Lote'],
  [TYPE.oficina]: ['Oficina implementada', 'Oficina', 'Oficina con vista'],
  [TYPE.local]: ['Local comercial a la calle', 'Local comercial', 'Local en esquina'],
  [TYPE.playa]: ['Casa de playa', 'Casa de playa con terraza', 'Casa frente al mar'],
  [TYPE.habitacion]: ['Habitación amoblada', 'Habitación con baño propio'],
};

const PROPERTY_DETAILS: Record<number, string[]> = {
  [TYPE.departamento]: [
    'Cocina abierta y lavandería independiente.',
    'Edificio con ascensor y vigilancia.',
    'Sala comedor con balcón.',
    'Piso laminado y buena iluminación.',
  ],
  [TYPE.casa]: [
    'Jardín delantero y patio posterior.',
    'Cocina equipada y cuarto de servicio.',
    'Calle tranquila con vigilancia vecinal.',
    'Terraza en el segundo piso.',
  ],
  [TYPE.terreno]: [
    'Cuenta con todos los servicios.',
    'Inscrito en SUNARP, listo para construir.',
    'Zonificación residencial.',
  ],
  [TYPE.oficina]: [
    'Piso técnico y aire acondicionado.',
    'Recepción y seguridad en el edificio.',
    'Sala de reuniones incluida.',
  ],
  [TYPE.local]: ['Frente amplio con vitrina.', 'Baño y punto de agua.', 'Zona de alto tránsito peatonal.'],
  [TYPE.playa]: ['Terraza con parrilla y vista al mar.', 'A pasos de la playa.', 'Piscina en el condominio.'],
  [TYPE.habitacion]: ['Incluye servicios e internet.', 'Ambiente tranquilo, ideal para estudiantes.'],
};

export function propertyTitle(
  rnd: Random,
  tpropertyId: number,
  tprocessId: ProcessId,
  label: string,
  bedrooms: number,
  area: number,
): string {
  const noun = rnd.pick(PROPERTY_NOUNS[tpropertyId]!);
  const op = tprocessId === PROCESS_RENT ? 'en alquiler' : 'en venta';
  const size =
    tpropertyId === TYPE.terreno || tpropertyId === TYPE.oficina || tpropertyId === TYPE.local
      ? ` de ${area} m²`
      : tpropertyId === TYPE.habitacion
        ? ''
        : ` de ${dorms(bedrooms)}`;
  return `${noun}${size} ${op} en ${label}`.slice(0, 80);
}

export function propertyDescription(rnd: Random, tpropertyId: number): string {
  return rnd.sample(PROPERTY_DETAILS[tpropertyId]!, 2).join(' ');
}
