/**
 * The people of an event (spec 001 §3 'Involved person', §9): the person types the form sends
 * (1 Involved Person, 2 Witness; the list shows 'Involved' or 'Witness'), the affiliations 0–4,
 * and the rule that the other-affiliation text belongs to affiliation 0 (Other) only.
 */
export const INVOLVED_PERSON_TYPES = [
  { value: 1, label: 'Involved', formLabel: 'Involved Person' },
  { value: 2, label: 'Witness', formLabel: 'Witness' },
] as const;

export type InvolvedPersonType = (typeof INVOLVED_PERSON_TYPES)[number]['value'];

export const INVOLVED_PERSON_TYPE = { involved: 1, witness: 2 } as const satisfies Record<string, InvolvedPersonType>;

export const AFFILIATIONS = [
  { value: 0, label: 'Other' },
  { value: 1, label: 'Resident' },
  { value: 2, label: 'Visitor' },
  { value: 3, label: 'Bystander' },
  { value: 4, label: 'Employee' },
] as const;

export type Affiliation = (typeof AFFILIATIONS)[number]['value'];

export const AFFILIATION_OTHER = 0 satisfies Affiliation;

/** 'Involved' / 'Witness', as the list shows a person's type. */
export function involvedPersonTypeLabel(type: number): string {
  return INVOLVED_PERSON_TYPES.find((entry) => entry.value === type)?.label ?? `Type ${type}`;
}

/** The other-affiliation description is asked for, and kept, only with affiliation Other (0). */
export function otherAffiliationApplies(affiliation: number | null | undefined): boolean {
  return affiliation === AFFILIATION_OTHER;
}

/** 'First Last' as the lists and the activity log show a person. */
export function personDisplayName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${firstName?.trim() ?? ''} ${lastName?.trim() ?? ''}`.trim();
}

export const INVOLVED_PERSON_LIMITS = {
  nameLength: 100,
  streetLength: 200,
  cityLength: 100,
  postalCodeLength: 20,
  phoneLength: 40,
  descriptionLength: 500,
  natureLength: 4000,
} as const;

export const INVOLVED_PERSON_MESSAGES = {
  saved: 'Involved Person Saved.',
  otherOnly: 'may only be given with the affiliation Other',
} as const;

/** 'Involved Person Saved.' lasts 3 s (spec 001 §9), the other toasts 4 s. */
export const INVOLVED_PERSON_SAVED_SECONDS = 3;
