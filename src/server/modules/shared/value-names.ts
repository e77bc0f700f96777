import type { Messages, Namespace } from '../../../domain/common/catalogue.ts';
import type { Language } from '../../../domain/common/language.ts';
import { eventSeverityText } from '../../../domain/i18n/en/event-severity.ts';
import { eventStatusText } from '../../../domain/i18n/en/event-status.ts';
import { translateIn } from '../../i18n/translate.ts';

/**
 * A domain value's name in a language, from a namespace keyed by the value ('0': 'New', …), for
 * what the server writes (notices, the incident report). A value outside the namespace reads as
 * its `other` message when it has one ('Claim type 9'), else as `fallback`.
 */
export function valueName<M extends Messages>(
  language: Language,
  names: Namespace<M>,
  value: number,
  fallback = String(value),
): string {
  const key = String(value);
  if (key in names.en) return translateIn(language, names, key);
  return 'other' in names.en ? translateIn(language, names, 'other', { value }) : fallback;
}

export const eventStatusName = (language: Language, status: number) => valueName(language, eventStatusText, status);

export const severityName = (language: Language, severity: number) => valueName(language, eventSeverityText, severity);
