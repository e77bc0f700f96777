/** Insurance claim status values (spec 002 §4 'Claim status values'). */
export const CLAIM_STATUSES = [
  { value: 0, label: 'New' },
  { value: 1, label: 'Under Review' },
  { value: 2, label: 'In Litigation' },
  { value: 3, label: 'Pending Claim Number' },
  { value: 4, label: 'Pending Estimates' },
  { value: 5, label: 'Pending Payment/Settled' },
  { value: 6, label: 'Pending Repairs/Paid' },
  { value: 7, label: 'Closed Denied' },
  { value: 8, label: 'Closed Paid' },
  { value: 9, label: 'Closed Resident Out Of Pocket' },
  { value: 10, label: 'Closed Uncollected' },
] as const;

export type ClaimStatus = (typeof CLAIM_STATUSES)[number]['value'];

export const CLAIM_STATUS_VALUES: readonly ClaimStatus[] = CLAIM_STATUSES.map((status) => status.value);

/** The first closed status: 7 Closed Denied, 8 Closed Paid, 9 …Out Of Pocket and 10 …Uncollected close a claim. */
const FIRST_CLOSED_STATUS = 7;

/** A closed claim no longer locks its event's status (issue 13: statuses 7–10 release it). */
export function isClaimClosed(status: number): boolean {
  return status >= FIRST_CLOSED_STATUS;
}

/** The report's 'Current Status': a missing status reads 'NOT YET AVAILABLE' (spec 001 §2 'Reports'). */
export function claimStatusLabel(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'NOT YET AVAILABLE';
  return CLAIM_STATUSES.find((status) => status.value === value)?.label ?? `Claim status ${value}`;
}
