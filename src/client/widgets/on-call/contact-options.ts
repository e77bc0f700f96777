import { widgetsText } from '../../i18n/en/widgets.ts';
import { translate } from '../../i18n/language.ts';
import type { PropertyContact } from './on-call-api.ts';

export interface ContactOption {
  value: string;
  label: string;
}

/** 'Avery Admin (Administrator)'; the role is left out when the person has none. */
export function contactLabel(contact: Pick<PropertyContact, 'name' | 'positionName'>): string {
  return contact.positionName ? `${contact.name} (${contact.positionName})` : contact.name;
}

/** The label of a chosen person who is no longer one of the property's contacts (English; shown in the app's language). */
export const NOT_A_CONTACT_LABEL = widgetsText.en.notAContact;

/**
 * The choices of the on-call person select: the property's contacts, in the server's order.
 * A current value that is not among them stays visible (marked), so the form does not show a
 * bare id and the user sees why the save is refused until another person is chosen.
 */
export function contactOptions(
  contacts: readonly Pick<PropertyContact, 'id' | 'name' | 'positionName'>[],
  current: string | null | undefined,
): ContactOption[] {
  const options = contacts.map((contact) => ({ value: contact.id, label: contactLabel(contact) }));
  if (current && !contacts.some((contact) => contact.id === current)) {
    options.unshift({ value: current, label: translate(widgetsText, 'notAContact') });
  }
  return options;
}
