import { propertyCountsFor } from '../property-counts';

describe('propertyCountsFor', () => {
  it('asks nothing for a plot of land', () => {
    expect(propertyCountsFor('Terreno')).toEqual([]);
    expect(propertyCountsFor(' terreno ')).toEqual([]);
  });

  it('asks no bedrooms for an office, a shop or a single room', () => {
    for (const type of ['Oficina', 'Local comercial', 'Habitación'])
      expect(propertyCountsFor(type)).toEqual(['numberBathrooms', 'numberParkinglot']);
  });

  it('asks all three for a home, and while no type is chosen', () => {
    const all = ['numberBedrooms', 'numberBathrooms', 'numberParkinglot'];
    expect(propertyCountsFor('Departamento')).toEqual(all);
    expect(propertyCountsFor('Casa de playa')).toEqual(all);
    expect(propertyCountsFor(undefined)).toEqual(all);
  });
});
