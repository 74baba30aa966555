import { waChatUrl, waPhone, waShareUrl } from '../whatsapp';

describe('WhatsApp links', () => {
  it('share link URL-encodes the text', () => {
    expect(waShareUrl('Hola & adiós ?')).toBe('https://wa.me/?text=Hola%20%26%20adi%C3%B3s%20%3F');
  });

  it("adds Peru's 51 to a 9-digit mobile, keeping only digits", () => {
    expect(waPhone('987 654 321')).toBe('51987654321');
    expect(waPhone('(987)-654-321')).toBe('51987654321');
    expect(waChatUrl('987654321', 'Hola')).toBe('https://wa.me/51987654321?text=Hola');
  });

  it('keeps a number already written with its country code', () => {
    expect(waPhone('+51 987 654 321')).toBe('51987654321');
    expect(waPhone('0051987654321')).toBe('51987654321');
    expect(waPhone('+1 415 555 0100')).toBe('14155550100');
  });

  it('does not add 51 to numbers that are not 9-digit mobiles', () => {
    expect(waPhone('014445566')).toBe('014445566');
    expect(waPhone('87654321')).toBe('87654321');
  });

  it('falls back to the share link without a usable phone', () => {
    expect(waChatUrl('', 'Hola')).toBe('https://wa.me/?text=Hola');
    expect(waChatUrl(null, 'Hola')).toBe('https://wa.me/?text=Hola');
    expect(waChatUrl('abc', 'Hola')).toBe('https://wa.me/?text=Hola');
  });

  it('encodes the chat text', () => {
    expect(waChatUrl('987654321', 'Me interesa tu solicitud #12')).toBe(
      'https://wa.me/51987654321?text=Me%20interesa%20tu%20solicitud%20%2312',
    );
  });
});
