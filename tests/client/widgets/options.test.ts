import { describe, expect, it } from 'vitest';
import { propertyEndpoints } from '../../../schemas/property/endpoints.ts';
import { roleEndpoints } from '../../../schemas/role.ts';
import {
  addId,
  availableOptions,
  CHOSEN_PAGE_SIZE,
  chosenPage,
  chosenRows,
  idsOf,
  removeId,
  siblingPath,
  tableColumnsOf,
  valueAtPath,
} from '../../../src/client/widgets/association-list/association.ts';
import { associationListOptions } from '../../../src/client/widgets/association-list/options.ts';
import { recordSelectOptions } from '../../../src/client/widgets/record-select/options.ts';
import {
  defaultOption,
  labelOf,
  matchesFilter,
  recordOptions,
} from '../../../src/client/widgets/record-select/record-options.ts';
import { matchesState, stateOptions } from '../../../src/client/widgets/us-state/state-options.ts';
import { US_STATES } from '../../../src/domain/common/us-states.ts';

const roles = [
  { id: 'r1', name: 'Manager', active: true },
  { id: 'r2', name: 'Former', active: false },
  { id: 'r3', name: 'Tech', active: true },
];

describe('recordSelect options', () => {
  it('offers only the rows matching the filter, labelled by name', () => {
    expect(recordOptions(roles, { filter: { active: true } }, undefined)).toEqual([
      { value: 'r1', label: 'Manager' },
      { value: 'r3', label: 'Tech' },
    ]);
    expect(recordOptions(roles, {}, undefined)).toHaveLength(3);
  });

  it('keeps the current value readable when it no longer matches', () => {
    expect(recordOptions(roles, { filter: { active: true } }, 'r2')).toContainEqual({
      value: 'r2',
      label: 'Former (inactive)',
    });
  });

  it('joins several label fields and reads other value fields', () => {
    const people = [
      { personId: 'p1', firstName: 'Ada', lastName: 'Lovelace' },
      { personId: '', firstName: 'X' },
    ];
    expect(recordOptions(people, { valueField: 'personId', labelField: ['firstName', 'lastName'] }, undefined)).toEqual(
      [{ value: 'p1', label: 'Ada Lovelace' }],
    );
    expect(labelOf({ name: null }, 'name')).toBe('');
    expect(matchesFilter({ type: { active: true } }, { 'type.active': true })).toBe(true);
    expect(matchesFilter({ active: 'true' }, { active: true })).toBe(false);
  });

  it('presets the option with the default label only while the value is empty', () => {
    const options = recordOptions(roles, { filter: { active: true } }, undefined);
    expect(defaultOption(options, undefined, 'tech')).toEqual({ value: 'r3', label: 'Tech' });
    expect(defaultOption(options, '', 'Tech')?.value).toBe('r3');
    expect(defaultOption(options, 'r1', 'Tech')).toBeUndefined();
    expect(defaultOption(options, undefined, 'Former')).toBeUndefined();
    expect(defaultOption(options, undefined, undefined)).toBeUndefined();
  });

  it('needs the endpoint of a list', () => {
    expect(recordSelectOptions({ endpoint: roleEndpoints.list })).not.toBeNull();
    expect(recordSelectOptions({ path: '/positiontypes', responseKey: 'types' })).toBeNull();
  });
});

describe('associationList helpers', () => {
  const properties = [
    { id: 'a', name: 'Alder Court', address: { city: 'Springfield', state: 'IL' } },
    { id: 'b', name: 'Birch Place', address: { city: 'Peoria', state: 'IL' } },
    { id: 'c', name: 'Cedar Flats' },
  ];

  it('never adds a duplicate, removes, and ignores junk', () => {
    expect(addId(['a'], 'b')).toEqual(['a', 'b']);
    expect(addId(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(addId(['a'], '')).toEqual(['a']);
    expect(removeId(['a', 'b'], 'a')).toEqual(['b']);
    expect(idsOf(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('offers only what is not chosen yet (none when everything is)', () => {
    expect(availableOptions(properties, ['a'], {}).map((option) => option.value)).toEqual(['b', 'c']);
    expect(availableOptions(properties, ['a', 'b', 'c'], {})).toEqual([]);
  });

  it('lists the chosen records in the order chosen, with a stand-in for one no longer offered', () => {
    expect(chosenRows(properties, ['b', 'gone', 'a'], {})).toEqual([
      { ...properties[1], id: 'b' },
      { id: 'gone', name: '(not available)', unavailable: true },
      { ...properties[0], id: 'a' },
    ]);
  });

  it('says Loading... for a chosen record still being read, not that it is unavailable', () => {
    expect(chosenRows(properties, ['a', 'new'], {}, { loading: true })).toEqual([
      { ...properties[0], id: 'a' },
      { id: 'new', name: 'Loading...' },
    ]);
  });

  it('reads the chosen table a page at a time, keeping the page within the pages there are', () => {
    const ids = Array.from({ length: 23 }, (_, i) => `id${i}`);
    expect(CHOSEN_PAGE_SIZE).toBe(10);
    expect(chosenPage(ids, 1)).toEqual({ page: 1, ids: ids.slice(0, 10) });
    expect(chosenPage(ids, 3)).toEqual({ page: 3, ids: ids.slice(20) });
    // After removals a later page may no longer exist: the last one is shown.
    expect(chosenPage(ids.slice(0, 12), 3)).toEqual({ page: 2, ids: ids.slice(10, 12) });
    expect(chosenPage([], 2)).toEqual({ page: 1, ids: [] });
  });

  it('shows a Name column unless columns are declared', () => {
    expect(tableColumnsOf(undefined)).toEqual([{ key: 'name', title: 'Name', field: 'name' }]);
    const declared = [{ key: 'loc', title: 'Location', field: ['address.city', 'address.state'] }] as const;
    expect(tableColumnsOf(declared)).toBe(declared);
  });

  it('finds the "all" sibling of a field anywhere in the form', () => {
    expect(siblingPath(['propertyAssociations'], 'allPropertiesAssociated')).toEqual(['allPropertiesAssociated']);
    expect(siblingPath(['vendor', 'propertyAssociations'], 'all')).toEqual(['vendor', 'all']);
    expect(valueAtPath({ vendor: { all: true } }, ['vendor', 'all'])).toBe(true);
    expect(valueAtPath(undefined, ['all'])).toBeUndefined();
  });

  it('needs the endpoint of a list', () => {
    expect(associationListOptions({ endpoint: propertyEndpoints.list })).not.toBeNull();
    expect(associationListOptions({ path: '/properties', responseKey: 'properties' })).toBeNull();
  });
});

describe('usState options', () => {
  it('are named, valued by code, and searchable by either', () => {
    const options = stateOptions(US_STATES, 'IL');
    expect(options).toHaveLength(US_STATES.length);
    const illinois = options.find((option) => option.value === 'IL');
    expect(illinois?.label).toBe('Illinois');
    expect(matchesState('illi', illinois)).toBe(true);
    expect(matchesState('il', illinois)).toBe(true);
    expect(matchesState('tex', illinois)).toBe(false);
  });

  it('keep a stored value the lookup does not know', () => {
    expect(stateOptions(US_STATES, 'Ontario')[0]).toEqual({ value: 'Ontario', label: 'Ontario', search: 'ontario' });
    expect(stateOptions([], '')).toEqual([]);
  });

  it('cover the 50 states, DC and the territories', () => {
    const US_STATE_CODES = US_STATES.map((state) => state.abbreviation);
    expect(US_STATE_CODES).toHaveLength(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'WY']) expect(US_STATE_CODES).toContain(code);
  });
});
