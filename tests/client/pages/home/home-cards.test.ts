import { describe, expect, it } from 'vitest';
import { HOME_CARDS, MOBILE_ACTIONS, visibleHomeCards } from '../../../../src/client/pages/home/home-cards.ts';
import type { Access } from '../../../../src/client/rules/navigation.ts';
import { PERMISSION_NAMES, type PermissionName } from '../../../../src/domain/company/permissions.ts';

const access = (permissions: readonly PermissionName[], routineTasks = true): Access => ({
  permissions,
  features: { routineTasks },
});
const titles = (a: Access, cards = HOME_CARDS) => visibleHomeCards(a, cards).map((card) => card.title);

describe('home cards (spec 000 §2 Home)', () => {
  it('link where the spec says', () => {
    expect(HOME_CARDS.map((card) => [card.title, card.path])).toEqual([
      ['My Tasks', '/myroutinetasks'],
      ['Add Event', '/EventAdd'],
      ['Event Status', '/Events'],
      ['Manage Properties', '/properties'],
    ]);
  });

  it('admin sees all four', () => {
    expect(titles(access(PERMISSION_NAMES))).toEqual(['My Tasks', 'Add Event', 'Event Status', 'Manage Properties']);
  });

  it('reporter sees My Tasks and Add Event', () => {
    expect(titles(access(['reportEvents']))).toEqual(['My Tasks', 'Add Event']);
  });

  it('viewer sees none', () => {
    expect(titles(access(['viewDashboard']))).toEqual([]);
  });

  it('routine tasks off hides My Tasks', () => {
    expect(titles(access(PERMISSION_NAMES, false))).toEqual(['Add Event', 'Event Status', 'Manage Properties']);
  });

  it('mobile layout offers the four actions of the spec', () => {
    expect(titles(access(PERMISSION_NAMES), MOBILE_ACTIONS)).toEqual([
      'Manage Events',
      'Manage On Call',
      'Manage My Tasks',
      'Report New Event',
    ]);
    expect(titles(access(['reportEvents'], false), MOBILE_ACTIONS)).toEqual(['Report New Event']);
  });
});
