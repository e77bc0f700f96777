import { fill } from '../common/catalogue.ts';
import { eventStatusText } from '../i18n/en/event-status.ts';

/** Event status values (spec 001 §4 "Event status values"). */
export const EVENT_STATUSES = [
  { value: 0, label: 'New' },
  { value: 1, label: 'In Progress' },
  { value: 2, label: 'Pending Approval' },
  { value: 3, label: 'Approved' },
  { value: 4, label: 'Complete' },
  { value: 5, label: 'SOP In Progress' },
  { value: 8, label: 'Claim in Progress' },
] as const;

export type EventStatus = (typeof EVENT_STATUSES)[number]['value'];

/** The values by name, so no rule writes a bare 5 or 8. */
export const EVENT_STATUS = {
  new: 0,
  inProgress: 1,
  pendingApproval: 2,
  approved: 3,
  complete: 4,
  sopInProgress: 5,
  claimInProgress: 8,
} as const satisfies Record<string, EventStatus>;

export const EVENT_STATUS_NEW = EVENT_STATUS.new;

/** Every status value, for enums of schemas and selects. */
export const EVENT_STATUS_VALUES: readonly EventStatus[] = EVENT_STATUSES.map((status) => status.value);

/** True for one of the spec's seven values (6 and 7 are not statuses). */
export function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === 'number' && (EVENT_STATUS_VALUES as readonly number[]).includes(value);
}

export function eventStatusLabel(value: number): string {
  return EVENT_STATUSES.find((s) => s.value === value)?.label ?? fill(eventStatusText.en.other, { value });
}
