import type { IncidentProcedureRow } from '../../../../schemas/procedure/replies.ts';

/**
 * Where the Copy Procedure dialog would copy to (spec 001 §4, §5): nothing yet (no type chosen —
 * Copy needs a target type), the source's own type and category (refused: 'You cannot copy an
 * existing procedure to itself'), or another pair.
 */
export type CopyTarget = { kind: 'none' } | { kind: 'same' } | { kind: 'other'; typeId: string };

export function copyTarget(
  source: Pick<IncidentProcedureRow, 'eventType' | 'eventCategory'>,
  typeId: string | null,
  categoryId: string | null,
): CopyTarget {
  if (!typeId) return { kind: 'none' };
  const sameType = source.eventType.id === typeId;
  const sameCategory = (source.eventCategory?.id ?? null) === categoryId;
  return sameType && sameCategory ? { kind: 'same' } : { kind: 'other', typeId };
}
