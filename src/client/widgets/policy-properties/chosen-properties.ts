import type { SelectableProperty } from '../../../../schemas/insurance-policy.ts';

/** The chosen ids as properties with names and claim counts, from every source seen so far (an unknown one by its id). */
export function chosenProperties(
  ids: readonly string[],
  known: ReadonlyMap<string, SelectableProperty>,
): SelectableProperty[] {
  return ids.map((id) => known.get(id) ?? { id, name: id, claimCount: 0 });
}

/** The ids of a field's value (anything else is none). */
export function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The ids after the user's change, keeping every property that has claims under the policy
 * (spec 002 §4): `refused` lists the ones the change tried to drop.
 */
export function keepClaimed(
  before: readonly string[],
  after: readonly string[],
  known: ReadonlyMap<string, SelectableProperty>,
): { ids: string[]; refused: string[] } {
  const refused = before.filter((id) => !after.includes(id) && (known.get(id)?.claimCount ?? 0) > 0);
  return { ids: [...after, ...refused.filter((id) => !after.includes(id))], refused };
}
