import { claimStatusText } from '../../../domain/i18n/en/claim-status.ts';
import { claimTypeText } from '../../../domain/i18n/en/claim-type.ts';
import { eventSeverityText } from '../../../domain/i18n/en/event-severity.ts';
import { eventStatusText } from '../../../domain/i18n/en/event-status.ts';
import { expenseSourceText } from '../../../domain/i18n/en/expense-source.ts';
import { involvedPersonText } from '../../../domain/i18n/en/involved-person.ts';
import type { Messages, Namespace } from '../../i18n/catalogue.ts';
import { translate } from '../../i18n/language.ts';

/**
 * The names of the domain's numbered values (statuses, types, severities...) in the language the
 * app speaks now, read when they are shown. Their namespaces are keyed by value ('0', '1'...).
 */
function nameOf<M extends Messages>(names: Namespace<M>, key: string): string | null {
  return key in names.en ? translate(names, key as keyof M & string) : null;
}

/** 'Low' / 'High'; 'Severity 7' for a value outside the two. */
export function severityName(value: number): string {
  return nameOf(eventSeverityText, String(value)) ?? translate(eventSeverityText, 'other', { value });
}

/** An event status ('In Progress'); the server's name for a value the spec does not name. */
export function eventStatusName(value: number, serverName: string): string {
  return nameOf(eventStatusText, String(value)) ?? serverName;
}

/** A claim status ('Under Review'). */
export function claimStatusName(value: number): string {
  return nameOf(claimStatusText, String(value)) ?? translate(claimStatusText, 'other', { value });
}

/** A claim type ('Property Liability'). */
export function claimTypeName(value: number): string {
  return nameOf(claimTypeText, String(value)) ?? translate(claimTypeText, 'other', { value });
}

/** A damage related expense's source: 'Vendor' or 'Other' (anything else reads Other, as the server says it). */
export function expenseSourceName(value: number): string {
  return nameOf(expenseSourceText, String(value)) ?? translate(expenseSourceText, '1');
}

/** An involved person's type as the People form offers it: 'Involved Person', 'Witness'. */
export function personTypeFormName(value: number): string {
  return nameOf(involvedPersonText, `formType${value}`) ?? String(value);
}

/** An affiliation ('Resident'); '' for none. */
export function affiliationName(value: number | null): string {
  return value === null ? '' : (nameOf(involvedPersonText, `affiliation${value}`) ?? '');
}
