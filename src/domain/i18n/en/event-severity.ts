import { namespace } from '../../common/catalogue.ts';

/** Event severity names (spec 001 §3, §9) by value, as domain/events/event-severity.ts words them. */
export const eventSeverityText = namespace('eventSeverity', {
  '0': 'Low',
  '1': 'High',
  /** A value outside the two levels (data that did not come from the wizard). */
  other: 'Severity {{value}}',
});
