import { TYPE } from './options';

/**
 * Where the demo world happens: Lima's residential districts and a few regional capitals. Each place
 * has a price tier (1 = a mid-range Lima district), landmarks people use as "reference address" and
 * streets for property addresses. Codes are INEI ubigeos (checked against the package by the seed test).
 */
export interface Place {
  ubigeoId: number;
  label: string;
  tier: number;
  weight: number;
  region: 'lima' | 'sur' | 'norte' | 'playa';
  landmarks: string[];
  streets: string[];
  /** Property types that make sense there (default: everything but beach houses). */
  types?: number[];
}

const CITY_TYPES = [TYPE.casa, TYPE.departamento, TYPE.terreno, TYPE.oficina, TYPE.local, TYPE.habitacion];
const BEACH_TYPES = [TYPE.playa, TYPE.departamento, TYPE.terreno, TYPE.casa];

export const PLACES: Place[] = [
  { ubigeoId: 150122, label: 'Miraflores', tier: 1.3, weight: 10, region: 'lima', landmarks: ['Cerca al Parque Kennedy', 'Alrededores del Malecón Cisneros', 'A pocas cuadras de Larcomar', 'Cerca del Óvalo de Miraflores', 'Zona de la Av. Pardo y Comandante Espinar'], streets: ['Av. José Larco', 'Av. José Pardo', 'Calle Schell', 'Av. Benavides', 'Calle Berlín', 'Av. Angamos Oeste', 'Calle Alcanfores'] },
  { ubigeoId: 150131, label: 'San Isidro', tier: 1.35, weight: 9, region: 'lima', landmarks: ['Cerca al Parque El Olivar', 'Zona del Centro Financiero', 'Alrededores del Golf de San Isidro', 'Cerca del Óvalo Gutiérrez', 'A media cuadra de la Av. Javier Prado'], streets: ['Av. Camino Real', 'Calle Las Begonias', 'Av. Conquistadores', 'Av. Pezet', 'Calle Los Laureles', 'Av. Dos de Mayo'] },
  { ubigeoId: 150140, label: 'Surco', tier: 1.1, weight: 9, region: 'lima', landmarks: ['Cerca del Jockey Plaza', 'Alrededores del Parque de la Amistad', 'Zona de Chacarilla', 'Cerca de la Av. Primavera', 'Urbanización Los Álamos de Monterrico'], streets: ['Av. Caminos del Inca', 'Av. Primavera', 'Jr. Monte Rosa', 'Av. El Polo', 'Calle Los Cedros', 'Av. Velasco Astete'] },
  { ubigeoId: 150104, label: 'Barranco', tier: 1.2, weight: 6, region: 'lima', landmarks: ['Cerca del Puente de los Suspiros', 'Alrededores del Parque Municipal', 'Cerca de la Bajada de Baños', 'Zona de la Av. Grau'], streets: ['Av. Grau', 'Jr. Pedro de Osma', 'Av. San Martín', 'Jr. Centenario', 'Calle Sáenz Peña'] },
  { ubigeoId: 150114, label: 'La Molina', tier: 1.25, weight: 7, region: 'lima', landmarks: ['Cerca de la Universidad Agraria', 'Alrededores del Óvalo La Fontana', 'Zona de Camacho', 'Urbanización Las Lagunas', 'Cerca del Centro Comercial Molina Plaza'], streets: ['Av. La Fontana', 'Av. Raúl Ferrero', 'Av. Javier Prado Este', 'Calle Las Garzas', 'Av. Los Frutales'] },
  { ubigeoId: 150113, label: 'Jesús María', tier: 0.95, weight: 7, region: 'lima', landmarks: ['Cerca del Campo de Marte', 'Alrededores de la Av. Salaverry', 'Cerca del Parque de los Próceres', 'Zona de la Residencial San Felipe'], streets: ['Av. Salaverry', 'Av. Cuba', 'Jr. Huiracocha', 'Av. Gregorio Escobedo', 'Jr. Nazca'] },
  { ubigeoId: 150130, label: 'San Borja', tier: 1.15, weight: 6, region: 'lima', landmarks: ['Cerca de la Biblioteca Nacional', 'Alrededores del Pentagonito', 'Cerca de la Av. San Luis', 'Zona de Torres de Limatambo'], streets: ['Av. San Borja Norte', 'Av. Aviación', 'Av. San Luis', 'Calle Las Artes', 'Av. Boulevard'] },
  { ubigeoId: 150116, label: 'Lince', tier: 0.9, weight: 5, region: 'lima', landmarks: ['Cerca del Parque Mariscal Castilla', 'Alrededores de la Av. Arequipa', 'Cerca de la Av. Petit Thouars'], streets: ['Av. Arequipa', 'Jr. Manuel Candamo', 'Av. César Vallejo', 'Jr. Risso'] },
  { ubigeoId: 150120, label: 'Magdalena del Mar', tier: 0.95, weight: 5, region: 'lima', landmarks: ['Cerca del Malecón de Magdalena', 'Alrededores del mercado de Magdalena', 'Cerca de la Av. Brasil'], streets: ['Av. Brasil', 'Jr. Castilla', 'Av. Javier Prado Oeste', 'Jr. Bolognesi'] },
  { ubigeoId: 150121, label: 'Pueblo Libre', tier: 0.9, weight: 5, region: 'lima', landmarks: ['Cerca de la Plaza Bolívar', 'Alrededores del Museo Larco', 'Cerca de la Av. Sucre'], streets: ['Av. Sucre', 'Av. La Mar', 'Jr. Andrés Vesalio', 'Av. Bolívar'] },
  { ubigeoId: 150141, label: 'Surquillo', tier: 0.85, weight: 4, region: 'lima', landmarks: ['Cerca del Mercado N.° 1 de Surquillo', 'Alrededores de la Av. Angamos', 'Cerca de la Vía Expresa'], streets: ['Av. Angamos Este', 'Jr. Gonzales Prada', 'Av. Tomás Marsano', 'Jr. Dante'] },
  { ubigeoId: 150136, label: 'San Miguel', tier: 0.85, weight: 4, region: 'lima', landmarks: ['Cerca de Plaza San Miguel', 'Alrededores del Parque Media Luna', 'Cerca de la PUCP'], streets: ['Av. La Marina', 'Av. Universitaria', 'Jr. Cusco', 'Av. Libertad'] },
  { ubigeoId: 150108, label: 'Chorrillos', tier: 0.8, weight: 4, region: 'lima', landmarks: ['Cerca del Morro Solar', 'Alrededores de la Escuela Militar', 'Zona de Villa'], streets: ['Av. Huaylas', 'Av. Defensores del Morro', 'Jr. Olaya', 'Av. Guardia Civil'] },
  { ubigeoId: 150117, label: 'Los Olivos', tier: 0.65, weight: 4, region: 'lima', landmarks: ['Cerca de Plaza Norte', 'Alrededores de la Av. Universitaria', 'Cerca del Parque Naranjal'], streets: ['Av. Carlos Izaguirre', 'Av. Antúnez de Mayolo', 'Av. Las Palmeras', 'Jr. Río Santa'] },
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

export const placeTypes = (place: Place): number[] => place.types ?? CITY_TYPES;

export const placeById = (id: number): Place => {
  const place = PLACES.find((p) => p.ubigeoId === id);
  if (!place) throw new Error(`Lugar ${id} no está en la lista de la semilla`);
  return place;
};
