const WA = 'https://wa.me/';

/** WhatsApp "share with…" link (docs/product/screens.md request card). */
export function waShareUrl(text: string): string {
  return `${WA}?text=${encodeURIComponent(text)}`;
}

/**
 * Digits of a phone number for wa.me: Peruvian 9-digit mobiles (9XXXXXXXX) get the 51 country code;
 * numbers already written with a country code are kept. '' when there are no digits.
 */
export function waPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^00/, '');
  if (/^9\d{8}$/.test(digits)) return `51${digits}`;
  return digits;
}

/**
 * WhatsApp chat with a user. Without a usable phone it falls back to the share link, which still
 * lets the user pick the contact instead of opening a broken chat.
 */
export function waChatUrl(phone: string | null | undefined, text: string): string {
  const digits = waPhone(phone);
  if (digits.length < 8) return waShareUrl(text);
  return `${WA}${digits}?text=${encodeURIComponent(text)}`;
}
