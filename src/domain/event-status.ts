/** Event status values (spec 001 §4). */
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

export const EVENT_STATUS_NEW = 0;

export function eventStatusLabel(value: number): string {
  return EVENT_STATUSES.find((s) => s.value === value)?.label ?? `Status ${value}`;
}
