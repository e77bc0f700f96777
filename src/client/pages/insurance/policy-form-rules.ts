import { insurancePolicySchema, type SavedInsurancePolicy } from '../../../../schemas/insurance-policy.ts';
import { endDateForStart } from '../../../domain/claims/insurance-policy.ts';
import type { ResourceRecord } from '../../resources/definition.ts';

/** Spec 002 §4: a new valid start date sets the end date one year after it. */
export function withEndDateFollowingStart(previous: ResourceRecord, next: ResourceRecord): ResourceRecord {
  if (next.startDate === previous.startDate) return next;
  const end = endDateForStart(next.startDate);
  return end ? { ...next, endDate: end } : next;
}

/** What the form saves and compares: the record without its read-only part. */
function editable(record: ResourceRecord): string {
  const { selectableProperties: _, ...rest } = record as Partial<SavedInsurancePolicy>;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/**
 * Spec 002 §5: Save is disabled (beyond an invalid form) when nothing was loaded or changed, or
 * when no property is chosen. A new policy counts as changed once anything differs from the blank one.
 */
export function policyCanSave(initial: ResourceRecord | undefined, data: ResourceRecord): boolean {
  if (!initial) return false;
  const ids = data.propertyIds;
  if (!Array.isArray(ids) || ids.length === 0) return false;
  return editable(initial) !== editable(data);
}

const FORM_FIELDS: Record<string, { type?: unknown }> = insurancePolicySchema.properties;

/**
 * A saved policy as the form edits it: a field the form requires that was saved empty (null: the
 * demo policy and those the property form saves have no dates) is left out, so the form says
 * 'Start Date is required' rather than that null is no text. Nullable fields (amounts) keep null.
 */
export function policyFormRecord(saved: ResourceRecord): ResourceRecord {
  return Object.fromEntries(
    Object.entries(saved).filter(([name, value]) => {
      if (value !== null) return true;
      const type = FORM_FIELDS[name]?.type;
      return Array.isArray(type) ? type.includes('null') : type === undefined;
    }),
  );
}
