import { waChatUrl, waPhone } from '@lotengo/shared';
import { profileTexts } from '../../texts';

/**
 * Chat on WhatsApp with the other party: wa.me with the number normalised for Peru (51…) and a
 * Spanish message naming the code. Nothing at all where the server gave no number (the contact rule
 * decides who may see whose number), so there is never a chat button that cannot work.
 */
export function WhatsAppLink({ phone, text, label }: { phone: string | undefined; text: string; label: string }) {
  if (!phone || waPhone(phone).length < 8) return null;
  return (
    <a
      className="lt-btn lt-btn--whatsapp acc-wa"
      href={waChatUrl(phone, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {profileTexts.matches.whatsapp}
    </a>
  );
}
