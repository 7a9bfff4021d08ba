/** A `tel:` link for a phone number as people write it: "+1 (555) 010-0100" → "tel:+15550100100". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
