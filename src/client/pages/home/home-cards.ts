/**
 * The home page's shortcuts (spec 000 §2 "Home"): the cards, and the actions of the mobile
 * layout, each with what it needs. The mobile actions' permissions are not given by the spec;
 * they follow the page each one opens.
 */
import type { FeatureName } from '../../../domain/company/company.ts';
import type { Need } from '../../../domain/company/permissions.ts';
import { homeText } from '../../i18n/en/home.ts';
import { translate } from '../../i18n/language.ts';
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

/** The English words (the spec's), from the catalogue; shown in the app's language by cardTitle/cardDescription. */
const HOME = homeText.en;

export const HOME_CARDS: readonly HomeCard[] = [
  {
    key: 'my-tasks',
    title: HOME['my-tasks.title'],
    description: HOME['my-tasks.description'],
    path: '/myroutinetasks',
    icon: 'tasks',
    need: 'reportEvents',
    feature: 'routineTasks',
  },
  {
    key: 'add-event',
    title: HOME['add-event.title'],
    description: HOME['add-event.description'],
    path: '/EventAdd',
    icon: 'add',
    need: 'reportEvents',
  },
  {
    key: 'event-status',
    title: HOME['event-status.title'],
    description: HOME['event-status.description'],
    path: '/Events',
    icon: 'status',
    need: 'manageEvents',
  },
  {
    key: 'manage-properties',
    title: HOME['manage-properties.title'],
    description: HOME['manage-properties.description'],
    path: '/properties',
    icon: 'properties',
    need: 'manageProperties',
  },
];

export const MOBILE_ACTIONS: readonly HomeCard[] = [
  {
    key: 'manage-events',
    title: HOME['manage-events.title'],
    description: '',
    path: '/events',
    icon: 'status',
    need: 'manageEvents',
  },
  {
    key: 'manage-on-call',
    title: HOME['manage-on-call.title'],
    description: '',
    path: '/properties',
    icon: 'oncall',
    need: 'manageProperties',
  },
  {
    key: 'manage-my-tasks',
    title: HOME['manage-my-tasks.title'],
    description: '',
    path: '/myroutinetasks',
    icon: 'tasks',
    need: 'reportEvents',
    feature: 'routineTasks',
  },
  {
    key: 'report-event',
    title: HOME['report-event.title'],
    description: '',
    path: '/EventAdd',
    icon: 'add',
    need: 'reportEvents',
  },
];

type CardText = keyof typeof HOME;

/** A card's (or mobile action's) title in the app's language. */
export function cardTitle(card: Pick<HomeCard, 'key' | 'title'>): string {
  const key = `${card.key}.title`;
  return key in HOME ? translate(homeText, key as CardText) : card.title;
}

/** A card's description in the app's language. */
export function cardDescription(card: Pick<HomeCard, 'key' | 'description'>): string {
  const key = `${card.key}.description`;
  return key in HOME ? translate(homeText, key as CardText) : card.description;
}

/** The cards (or mobile actions) this user sees, in the spec's order. */
export function visibleHomeCards(access: Access, cards: readonly HomeCard[] = HOME_CARDS): HomeCard[] {
  return cards.filter((card) => meets(access, card.need, card.feature));
}
