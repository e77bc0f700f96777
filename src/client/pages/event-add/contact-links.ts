/** The links of a side panel's person (spec 001 §2: "name with a mail link and a phone link"). */

/** A mailto: link, or null without an address. */
export function mailHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address ? `mailto:${address}` : null;
}

/** A tel: link a phone dials: the digits (and a leading +) of the number, or null without any. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
