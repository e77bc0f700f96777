import { describe, expect, it } from 'vitest';
import { insurancePolicySchema, type SelectableProperty } from '../../../schemas/insurance-policy.ts';
import { INSURANCE_PATHS } from '../../../src/client/pages/insurance/insurance-paths.ts';
import {
  policyCanSave,
  policyFormRecord,
  withEndDateFollowingStart,
} from '../../../src/client/pages/insurance/policy-form-rules.ts';
import {
  PROPERTY_FILTER_KEY,
  readPropertyFilter,
  writePropertyFilter,
} from '../../../src/client/pages/insurance/property-filter-storage.ts';
import { emptyAmount } from '../../../src/client/widgets/currency/options.ts';
import { chosenProperties, keepClaimed } from '../../../src/client/widgets/policy-properties/chosen-properties.ts';

const known = new Map<string, SelectableProperty>([
  ['a', { id: 'a', name: 'Lakeview', claimCount: 1 }],
  ['b', { id: 'b', name: 'Oak', claimCount: 0 }],
]);

describe('the policy form', () => {
  it('moves the end date a year after a new valid start, and leaves it alone otherwise', () => {
    expect(withEndDateFollowingStart({ startDate: '2026-01-01' }, { startDate: '2026-03-15', endDate: 'x' })).toEqual({
      startDate: '2026-03-15',
      endDate: '2027-03-15',
    });
    expect(withEndDateFollowingStart({ startDate: '2026-01-01' }, { startDate: undefined, endDate: 'x' })).toEqual({
      startDate: undefined,
      endDate: 'x',
    });
    expect(
      withEndDateFollowingStart(
        { startDate: '2026-01-01', endDate: '2026-06-01' },
        { startDate: '2026-01-01', endDate: '2026-06-01' },
      ).endDate,
    ).toBe('2026-06-01');
  });

  it('saves only a changed policy with a property (spec 002 §5)', () => {
    const loaded = { id: '1', number: 'A', propertyIds: ['a'], selectableProperties: [] };
    expect(policyCanSave(undefined, loaded)).toBe(false);
    expect(policyCanSave(loaded, { ...loaded })).toBe(false);
    expect(policyCanSave(loaded, { ...loaded, number: 'B' })).toBe(true);
    expect(policyCanSave(loaded, { ...loaded, number: 'B', propertyIds: [] })).toBe(false);
    // The read-only part does not count as a change.
    expect(policyCanSave(loaded, { ...loaded, selectableProperties: [{ id: 'a' }] })).toBe(false);
  });
});

describe('a saved policy that breaks a rule (issue 23 item 7)', () => {
  it('opens without its empty required fields, so the form says they are required; empty amounts stay null', () => {
    const demo = {
      id: '1',
      carrierName: 'Midwest Mutual',
      startDate: null,
      endDate: null,
      premium: null,
      deductible: 2500,
      contactNumber: null,
    };
    expect(policyFormRecord(demo)).toEqual({
      id: '1',
      carrierName: 'Midwest Mutual',
      premium: null,
      deductible: 2500,
      contactNumber: null,
    });
  });

  it('clears an amount to null, never 0, where the schema takes null', () => {
    expect(emptyAmount(insurancePolicySchema.properties.premium, undefined)).toBeNull();
    expect(emptyAmount({ type: 'number' }, undefined)).toBeUndefined();
  });
});

describe('the chosen properties', () => {
  it('keeps a property with claims when a change drops it, and says which', () => {
    expect(keepClaimed(['a', 'b'], ['b'], known)).toEqual({ ids: ['b', 'a'], refused: ['a'] });
    expect(keepClaimed(['a', 'b'], ['a'], known)).toEqual({ ids: ['a'], refused: [] });
    expect(keepClaimed(['a'], ['a', 'b'], known)).toEqual({ ids: ['a', 'b'], refused: [] });
  });

  it('names every chosen id, an unknown one by its id', () => {
    expect(chosenProperties(['b', 'z'], known)).toEqual([
      { id: 'b', name: 'Oak', claimCount: 0 },
      { id: 'z', name: 'z', claimCount: 0 },
    ]);
  });
});

describe('the list', () => {
  it("remembers the property filter, and 'All' forgets it", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(readPropertyFilter(storage)).toBeNull();
    writePropertyFilter({ id: 'p1', name: 'Oak Street Lofts' }, storage);
    expect(readPropertyFilter(storage)).toEqual({ id: 'p1', name: 'Oak Street Lofts' });
    writePropertyFilter(null, storage);
    expect(store.has(PROPERTY_FILTER_KEY)).toBe(false);
    store.set(PROPERTY_FILTER_KEY, '{not json');
    expect(readPropertyFilter(storage)).toBeNull();
  });

  it('links the form with an optional policy and a preset property', () => {
    expect(INSURANCE_PATHS.form()).toBe('/addeditinsurancepolicy');
    expect(INSURANCE_PATHS.form('p 1')).toBe('/addeditinsurancepolicy/p%201');
    expect(INSURANCE_PATHS.form(undefined, 'prop')).toBe('/addeditinsurancepolicy?propertyId=prop');
    expect(INSURANCE_PATHS.details('prop')).toBe('/propertyinsurancepolicydetails/prop');
  });
});
