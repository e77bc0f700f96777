import { eventSeverityText } from '../i18n/en/event-severity.ts';
import { type CellTranslate, englishCells } from '../lists/cell-text.ts';

/** Event severity (spec 001 §3 "Event (being created)", §9): 0 Low, 1 High. */
export const SEVERITY_LEVELS = [
  { value: 0, label: 'Low' },
  { value: 1, label: 'High' },
] as const;

export type SeverityLevel = (typeof SEVERITY_LEVELS)[number]['value'];

/**
 * The severity a new event starts with on the Review tab. The spec gives no default and no
 * 'severity is required' message (only 'Date and Time are required.'), so the choice always
 * holds a value: Low, the reporter raises it.
 */
export const DEFAULT_SEVERITY: SeverityLevel = 0;

export function isSeverityLevel(value: unknown): value is SeverityLevel {
  return value === 0 || value === 1;
}

/**
 * 'Low' / 'High' (the list's severity marker tooltip, the events CSV's cell), in the reader's
 * language (`translate`; English without).
 */
export function severityLabel(value: number, translate: CellTranslate = englishCells): string {
  return isSeverityLevel(value)
    ? translate(eventSeverityText, String(value) as `${SeverityLevel}`)
    : translate(eventSeverityText, 'other', { value });
}
