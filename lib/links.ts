/** A tel: link for a phone number written for people ('+91 90000 00011' → 'tel:+919000000011'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
