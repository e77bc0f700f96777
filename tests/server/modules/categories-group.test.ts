import { describe, expect, it } from 'vitest';
import { groupCategories } from '../../../src/server/modules/categories/group.ts';

const types = [
  { id: 't-fire', name: 'Fire' },
  { id: 't-water', name: 'Water Intrusion' },
  { id: 't-mold', name: 'Mold' },
];

describe('groupCategories (GET /eventTypes shape)', () => {
  it('puts each category under its type, keeping both orders', () => {
    const grouped = groupCategories(types, [
      { id: 'c1', name: 'Appliance Leak', typeId: 't-water' },
      { id: 'c2', name: 'Electrical Fire', typeId: 't-fire' },
      { id: 'c3', name: 'Kitchen Fire', typeId: 't-fire' },
      { id: 'c4', name: 'Roof Leak', typeId: 't-water' },
    ]);
    expect(grouped).toEqual([
      {
        id: 't-fire',
        name: 'Fire',
        categories: [
          { id: 'c2', name: 'Electrical Fire' },
          { id: 'c3', name: 'Kitchen Fire' },
        ],
      },
      {
        id: 't-water',
        name: 'Water Intrusion',
        categories: [
          { id: 'c1', name: 'Appliance Leak' },
          { id: 'c4', name: 'Roof Leak' },
        ],
      },
      { id: 't-mold', name: 'Mold', categories: [] },
    ]);
  });

  it('drops categories of types that are not on the page', () => {
    expect(groupCategories([types[0]], [{ id: 'c9', name: 'Hail', typeId: 't-weather' }])).toEqual([
      { id: 't-fire', name: 'Fire', categories: [] },
    ]);
  });

  it('gives nothing for no types', () => {
    expect(groupCategories([], [{ id: 'c1', name: 'x', typeId: 't-fire' }])).toEqual([]);
  });
});
