import type { FieldProblem } from '../../../domain/events/event-wizard-validation.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { translate } from '../../i18n/language.ts';

/**
 * The catalogue's message for each field a tab checks (the domain's FieldProblem holds the
 * English wording of event-wizard-validation.ts; the field says which message it is).
 */
const FIELD_MESSAGES = {
  property: 'propertyRequired',
  type: 'typeRequired',
  category: 'categoryRequired',
  emergencyServicesInvolved: 'emergencyRequired',
  severity: 'severityRequired',
  dateOccurred: 'dateTimeRequired',
} as const satisfies Record<string, keyof (typeof eventAddText)['en']>;

export type CheckedField = keyof typeof FIELD_MESSAGES;

/** A Form.Item's error state for a field, from a tab's problems (the message under the control, in the language spoken). */
export function fieldHelp(problems: readonly FieldProblem[], field: CheckedField) {
  const problem = problems.find((candidate) => candidate.field === field);
  return problem ? { validateStatus: 'error' as const, help: translate(eventAddText, FIELD_MESSAGES[field]) } : {};
}
