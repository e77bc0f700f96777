/**
 * The home page's shortcuts (spec 000 §2 "Home"): the cards, and the actions of the mobile
 * layout, each with what it needs. The mobile actions' permissions are not given by the spec;
 * they follow the page each one opens.
 */
import type { FeatureName } from '../../../domain/company/company.ts';
import type { Need } from '../../../domain/company/permissions.ts';
import { type Access, meets } from '../../rules/navigation.ts';

export type HomeIcon = 'tasks' | 'add' | 'status' | 'properties' | 'oncall';

export interface HomeCard {
  key: string;
  title: string;
  description: string;
  path: string;
  icon: HomeIcon;
  need: Need;
  feature?: FeatureName;
}

export const HOME_CARDS: readonly HomeCard[] = [
  {
    key: 'my-tasks',
    title: 'My Tasks',
    description: 'Tasks and inspections assigned to you',
    path: '/myroutinetasks',
    icon: 'tasks',
    need: 'reportEvents',
    feature: 'routineTasks',
  },
  {
    key: 'add-event',
    title: 'Add Event',
    description: 'Report a new incident at a property',
    path: '/EventAdd',
    icon: 'add',
    need: 'reportEvents',
  },
  {
    key: 'event-status',
    title: 'Event Status',
    description: 'Follow and manage open events',
    path: '/Events',
    icon: 'status',
    need: 'manageEvents',
  },
  {
    key: 'manage-properties',
    title: 'Manage Properties',
    description: 'Properties, contacts and on-call numbers',
    path: '/properties',
    icon: 'properties',
    need: 'manageProperties',
  },
];

export const MOBILE_ACTIONS: readonly HomeCard[] = [
  {
    key: 'manage-events',
    title: 'Manage Events',
    description: '',
    path: '/events',
    icon: 'status',
    need: 'manageEvents',
  },
  {
    key: 'manage-on-call',
    title: 'Manage On Call',
    description: '',
    path: '/properties',
    icon: 'oncall',
    need: 'manageProperties',
  },
  {
    key: 'manage-my-tasks',
    title: 'Manage My Tasks',
    description: '',
    path: '/myroutinetasks',
    icon: 'tasks',
    need: 'reportEvents',
    feature: 'routineTasks',
  },
  {
    key: 'report-event',
    title: 'Report New Event',
    description: '',
    path: '/EventAdd',
    icon: 'add',
    need: 'reportEvents',
  },
];

/** The cards (or mobile actions) this user sees, in the spec's order. */
export function visibleHomeCards(access: Access, cards: readonly HomeCard[] = HOME_CARDS): HomeCard[] {
  return cards.filter((card) => meets(access, card.need, card.feature));
}
