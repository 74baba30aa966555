import { HIDDEN_EMAIL, HIDDEN_PHONE, maskContact } from '../mask-contact';

describe('maskContact', () => {
  it.each([
    ['llama al 987654321', `llama al ${HIDDEN_PHONE}`],
    ['cel 987 654 321 hoy', `cel ${HIDDEN_PHONE} hoy`],
    ['wsp +51 987-654-321', `wsp ${HIDDEN_PHONE}`],
    ['+51987654321.', `${HIDDEN_PHONE}.`],
    ['oficina (01) 640-5500', `oficina ${HIDDEN_PHONE}`],
    ['escribe a ana.perez@correo.com.pe ya', `escribe a ${HIDDEN_EMAIL} ya`],
  ])('hides %s', (text, masked) => {
    expect(maskContact(text)).toBe(masked);
  });

  it('leaves prices, areas, years and short numbers alone', () => {
    const text = 'Presupuesto 1200 dólares, 80 m2, piso 9, año 2020, calle 12345';
    expect(maskContact(text)).toBe(text);
  });
});
