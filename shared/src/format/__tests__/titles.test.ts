import { displayTitle, isPlaceholderTitle, placeName } from '../titles';

describe('displayTitle', () => {
  it('keeps a real title, trimmed and with single spaces', () => {
    expect(
      displayTitle({
        title: '  Depa   con vista al mar ',
        propertyType: 'Departamento',
        processType: 'ALQUILAR',
        district: 'MIRAFLORES',
      }),
    ).toBe('Depa con vista al mar');
  });

  it('names a property with the placeholder title after its type, operation and district', () => {
    expect(
      displayTitle({
        title: 'no-title-property',
        propertyType: 'Departamento',
        processType: 'ALQUILAR',
        district: 'MIRAFLORES',
      }),
    ).toBe('Departamento en alquiler · Miraflores');
    expect(
      displayTitle({ title: 'no-title-property', propertyType: 'Terreno', processType: 'VENDER', district: 'LURIN' }),
    ).toBe('Terreno en venta · Lurin');
  });

  it('names a request with the placeholder title the same way (a request buys)', () => {
    expect(
      displayTitle({
        title: 'no-title-request',
        propertyType: 'Casa',
        processType: 'COMPRAR',
        district: 'SANTIAGO DE SURCO',
      }),
    ).toBe('Casa para comprar · Santiago de Surco');
  });

  it('an empty title is a placeholder too; what is missing is left out', () => {
    expect(displayTitle({ title: '  ', propertyType: 'Oficina', district: 'SAN ISIDRO' })).toBe('Oficina · San Isidro');
    expect(displayTitle({ title: 'no-title-property', processType: 'VENDER' })).toBe('Propiedad en venta');
    expect(displayTitle({ title: null })).toBe('Propiedad');
  });
});

describe('isPlaceholderTitle', () => {
  it('is true for both stored defaults and for nothing, false for a real title', () => {
    expect(isPlaceholderTitle('no-title-property')).toBe(true);
    expect(isPlaceholderTitle(' no-title-request ')).toBe(true);
    expect(isPlaceholderTitle(undefined)).toBe(true);
    expect(isPlaceholderTitle('Casa en Surco')).toBe(false);
  });
});

describe('placeName', () => {
  it('writes a capitalised place name with the short words in lower case', () => {
    expect(placeName('SAN JUAN DE LURIGANCHO')).toBe('San Juan de Lurigancho');
    expect(placeName('JESÚS MARÍA')).toBe('Jesús María');
    expect(placeName('  ')).toBe('');
  });
});
