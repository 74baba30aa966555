import { TYPE } from './options';
import type { Place } from './places';

const BEACH_TYPES = [TYPE.playa, TYPE.departamento, TYPE.terreno, TYPE.casa];

/** The southern beaches, Callao's La Perla and the regional capitals (the order is part of the seed: keep it). */
export const PLACES_BEYOND_LIMA: Place[] = [
  { ubigeoId: 150126, label: 'Punta Hermosa', tier: 1.0, weight: 2, region: 'playa', landmarks: ['Frente a la playa Señoritas', 'A dos cuadras del malecón', 'Cerca de la playa Caballeros'], streets: ['Malecón Punta Hermosa', 'Calle Los Pinos', 'Av. Santa Cruz'], types: BEACH_TYPES },
  { ubigeoId: 150129, label: 'San Bartolo', tier: 0.95, weight: 2, region: 'playa', landmarks: ['Cerca del malecón de San Bartolo', 'A pocas cuadras de la playa Norte'], streets: ['Malecón San Martín', 'Calle Lima', 'Av. San Bartolo'], types: BEACH_TYPES },
  { ubigeoId: 70104, label: 'La Perla', tier: 0.75, weight: 2, region: 'lima', landmarks: ['Cerca del malecón de La Perla', 'Alrededores de la Av. Costanera'], streets: ['Av. Costanera', 'Av. La Paz', 'Jr. Colón'] },
  { ubigeoId: 40101, label: 'Arequipa', tier: 0.6, weight: 3, region: 'sur', landmarks: ['Cerca de la Plaza de Armas', 'Alrededores del Monasterio de Santa Catalina', 'Zona de Vallecito'], streets: ['Calle Mercaderes', 'Av. Goyeneche', 'Calle San Francisco', 'Av. Siglo XX'] },
  { ubigeoId: 40126, label: 'Yanahuara', tier: 0.7, weight: 2, region: 'sur', landmarks: ['Cerca del Mirador de Yanahuara', 'Alrededores de la Av. Ejército'], streets: ['Av. Ejército', 'Calle Jerusalén', 'Av. Emmel'] },
  { ubigeoId: 40103, label: 'Cayma', tier: 0.65, weight: 2, region: 'sur', landmarks: ['Cerca del Real Plaza Cayma', 'Alrededores de la Av. Cayma'], streets: ['Av. Cayma', 'Av. Bolognesi', 'Calle Grau'] },
  { ubigeoId: 80101, label: 'Cusco', tier: 0.7, weight: 3, region: 'sur', landmarks: ['Cerca de la Plaza de Armas', 'Alrededores de San Blas', 'Cerca de la Av. El Sol'], streets: ['Av. El Sol', 'Calle Hatun Rumiyoq', 'Calle Plateros', 'Av. de la Cultura'] },
  { ubigeoId: 80108, label: 'Wanchaq', tier: 0.6, weight: 2, region: 'sur', landmarks: ['Cerca del Óvalo Pachacútec', 'Alrededores del mercado de Wanchaq'], streets: ['Av. Garcilaso', 'Av. Tacna', 'Calle Los Pinos'] },
  { ubigeoId: 200101, label: 'Piura', tier: 0.5, weight: 2, region: 'norte', landmarks: ['Cerca de la Plaza de Armas de Piura', 'Alrededores del Óvalo Grau', 'Cerca de la Universidad de Piura'], streets: ['Av. Grau', 'Av. Sánchez Cerro', 'Calle Tacna', 'Av. Loreto'] },
  { ubigeoId: 130101, label: 'Trujillo', tier: 0.55, weight: 3, region: 'norte', landmarks: ['Cerca de la Plaza de Armas de Trujillo', 'Alrededores de la Av. España', 'Zona de El Golf'], streets: ['Av. España', 'Jr. Pizarro', 'Av. América Sur', 'Jr. Independencia'] },
  { ubigeoId: 130111, label: 'Víctor Larco Herrera', tier: 0.6, weight: 2, region: 'norte', landmarks: ['Cerca del Óvalo Larco', 'A pocas cuadras de Buenos Aires'], streets: ['Av. Larco', 'Av. Fátima', 'Calle Los Rosales'] },
  { ubigeoId: 140101, label: 'Chiclayo', tier: 0.5, weight: 2, region: 'norte', landmarks: ['Cerca del Parque Principal de Chiclayo', 'Alrededores de la Av. Balta'], streets: ['Av. Balta', 'Calle Elías Aguirre', 'Av. Luis Gonzales'] },
];
