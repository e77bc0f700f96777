import type { DeliveryRow } from '../../../../schemas/subscription.ts';

/** A UTC instant in the browser's time as MM/DD/YYYY, hh:mm AM (spec 002 §9 date formats); '' for none. */
export function localDateTime(utc: string | null): string {
  if (!utc) return '';
  return new Date(utc).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * What a delivery's status tag explains on hover: why it failed (after how many tries), why it was
 * skipped, or when it went.
 */
export function deliveryStatusDetail(row: Pick<DeliveryRow, 'status' | 'lastError' | 'attempts' | 'sentUtc'>) {
  if (row.status === 'Skipped') return row.lastError ?? 'Skipped on purpose';
  if (row.status === 'Failed') {
    return `${row.lastError ?? 'Failed'} (${row.attempts} attempt${row.attempts === 1 ? '' : 's'})`;
  }
  return row.sentUtc ? `Sent ${localDateTime(row.sentUtc)}` : null;
}
