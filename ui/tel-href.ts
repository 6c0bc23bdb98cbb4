/** A `tel:` link for a phone number written for people ('0901 234 567', '+84 90-123'). */
export function telHref(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
