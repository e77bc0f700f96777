import { severityLabel } from '../../../domain/events/event-severity.ts';
import { eventStatusLabel } from '../../../domain/events/event-status.ts';
import type { ActionType, MediaType } from '../../../domain/subscriptions/subscription.ts';
import { actionTypeLabel } from '../../../domain/subscriptions/subscription.ts';
import type { EventFacts } from './event-facts.ts';

/** The longest text we send (two SMS segments). */
const TEXT_LIMIT = 320;

/**
 * The body of a notice; its subject is the subscription's preview sentence (the same function the
 * editor shows). E-mail carries the event's facts and a link; a text the essentials.
 */
export function messageBody(
  mediaType: MediaType,
  subject: string,
  actionType: ActionType,
  facts: EventFacts,
  publicUrl: string,
): string {
  const what = `${facts.typeName}${facts.categoryName ? ` / ${facts.categoryName}` : ''}`;
  const event = `Event ${facts.number ?? ''} at ${facts.propertyName}`.replace('  ', ' ');
  const link = `${publicUrl}/eventManage/${facts.id}`;
  if (mediaType === 'Text') {
    const text = `${event} (${what}) ${actionTypeLabel(actionType)}: ${eventStatusLabel(facts.status)}. ${link}`;
    return text.length <= TEXT_LIMIT ? text : `${text.slice(0, TEXT_LIMIT - 1)}…`;
  }
  return [
    subject,
    '',
    `${event}`,
    `Type: ${what}`,
    `Status: ${eventStatusLabel(facts.status)}`,
    `Severity: ${severityLabel(facts.severity)}`,
    ...(facts.location ? [`Location: ${facts.location}`] : []),
    ...(facts.summary ? ['', facts.summary] : []),
    '',
    `Open it: ${link}`,
  ].join('\n');
}
