/** Insurance claim types (spec 001 §3 "Claim", §9: claim types 0 to 3). */
export const CLAIM_TYPES = [
  { value: 0, label: 'Property Liability' },
  { value: 1, label: 'Resident Liability' },
  { value: 2, label: 'Property Casualty' },
  { value: 3, label: 'Vendor Liability' },
] as const;

export type ClaimType = (typeof CLAIM_TYPES)[number]['value'];

export const CLAIM_TYPE_VALUES: readonly ClaimType[] = CLAIM_TYPES.map((type) => type.value);

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === 'number' && (CLAIM_TYPE_VALUES as readonly number[]).includes(value);
}

export function claimTypeLabel(value: number): string {
  return CLAIM_TYPES.find((type) => type.value === value)?.label ?? `Claim type ${value}`;
}
