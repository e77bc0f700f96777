import type { Language } from '../../../domain/common/language.ts';
import { NOTICE_ACTION_KEYS, noticesText } from '../../../domain/i18n/en/notices.ts';
import type { ActionType, MediaType } from '../../../domain/subscriptions/subscription.ts';
import { textIn } from '../../i18n/translate.ts';
import { eventStatusName, severityName } from '../shared/value-names.ts';
import type { EventFacts } from './event-facts.ts';

/** The longest text we send (two SMS segments). */
const TEXT_LIMIT = 320;

/**
 * The body of a notice, in the recipient's language; its subject is the subscription's preview
 * sentence (the same function the editor shows). E-mail carries the event's facts and a link; a
 * text the essentials.
 */
export function messageBody(
  mediaType: MediaType,
  subject: string,
  actionType: ActionType,
  facts: EventFacts,
  publicUrl: string,
  language: Language,
): string {
  const t = textIn(language, noticesText);
  const what = `${facts.typeName}${facts.categoryName ? ` / ${facts.categoryName}` : ''}`;
  const event = t('event', { number: facts.number ?? '', property: facts.propertyName }).replace('  ', ' ');
  const link = `${publicUrl}/eventManage/${facts.id}`;
  const status = eventStatusName(language, facts.status);
  if (mediaType === 'Text') {
    const text = t('text', { event, what, action: t(NOTICE_ACTION_KEYS[actionType]), status, link });
    return text.length <= TEXT_LIMIT ? text : `${text.slice(0, TEXT_LIMIT - 1)}…`;
  }
  return [
    subject,
    '',
    event,
    t('type', { what }),
    t('status', { status }),
    t('severity', { severity: severityName(language, facts.severity) }),
    ...(facts.location ? [t('location', { location: facts.location })] : []),
    ...(facts.summary ? ['', facts.summary] : []),
    '',
    t('open', { link }),
  ].join('\n');
}
