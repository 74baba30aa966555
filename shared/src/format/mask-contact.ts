/**
 * Contact details a seeker typed into free text (a description, a reference) never reach a public page:
 * the site puts owners in touch, and a crawler would index the number for anyone.
 */
export const HIDDEN_PHONE = '[teléfono oculto]';
export const HIDDEN_EMAIL = '[correo oculto]';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PREFIX = String.raw`(?:(?:\+|00)\s*51[\s.-]*|(?<!\d))`;
// A Peruvian mobile (9 digits from 9) with optional +51/0051 and spaces, dots or dashes between digits.
const MOBILE = new RegExp(String.raw`${PREFIX}9(?:[\s.-]*\d){8}(?!\d)`, 'g');
// A Lima landline with its area code: (01) 640-5500.
const LANDLINE = new RegExp(String.raw`${PREFIX}\(?0?1\)?[\s.-]*\d{3}[\s.-]*\d{4}(?!\d)`, 'g');

export function maskContact(text: string): string {
  return text.replace(EMAIL, HIDDEN_EMAIL).replace(MOBILE, HIDDEN_PHONE).replace(LANDLINE, HIDDEN_PHONE);
}
