import type { DeliveryRow } from '../../../../schemas/subscription/replies.ts';
import { dateTimeText, viewerDateTimeText } from '../../../domain/common/date-time-text.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { textOf } from '../../i18n/language.ts';

/**
 * A delivery's time on the clock of its event's property, zone named ('11/27/2026 09:53 AM EST');
 * the viewer's own clock only when the event (and so its property) is gone. '' for none.
 */
export function deliveryTime(utc: string | null, row: Pick<DeliveryRow, 'propertyTimeZone'>): string {
  if (!utc) return '';
  return row.propertyTimeZone ? dateTimeText(utc, row.propertyTimeZone) : viewerDateTimeText(utc);
}

/**
 * What a delivery's status tag explains on hover: why it failed (after how many tries), why it was
 * skipped, or when it went.
 */
export function deliveryStatusDetail(
  row: Pick<DeliveryRow, 'status' | 'lastError' | 'attempts' | 'sentUtc' | 'propertyTimeZone'>,
) {
  const t = textOf(subscriptionsText);
  if (row.status === 'Skipped') return row.lastError ?? t('skippedOnPurpose');
  if (row.status === 'Failed') {
    const reason = row.lastError ?? t('statusFailed');
    return t(row.attempts === 1 ? 'failedAttemptsOne' : 'failedAttemptsMany', { reason, count: row.attempts });
  }
  return row.sentUtc ? t('sentAt', { time: deliveryTime(row.sentUtc, row) }) : null;
}
