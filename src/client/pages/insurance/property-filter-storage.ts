/** The policy list's property filter, remembered between visits (spec 002 §2.10). */
export interface RememberedProperty {
  id: string;
  name: string;
}

export const PROPERTY_FILTER_KEY = 'insurancePolicies.propertyFilter';

/** The remembered property, or null for 'All' (nothing kept, or something unreadable). */
export function readPropertyFilter(storage: Pick<Storage, 'getItem'> = localStorage): RememberedProperty | null {
  try {
    const value = JSON.parse(storage.getItem(PROPERTY_FILTER_KEY) ?? 'null') as Partial<RememberedProperty> | null;
    return value && typeof value.id === 'string' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the choice; 'All' (null) forgets it. */
export function writePropertyFilter(
  value: RememberedProperty | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  if (value) storage.setItem(PROPERTY_FILTER_KEY, JSON.stringify(value));
  else storage.removeItem(PROPERTY_FILTER_KEY);
}
