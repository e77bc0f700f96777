import { eventManageText } from '../../i18n/en/event-manage.ts';
import { translate } from '../../i18n/language.ts';

type TabLabelKey = 'tabDetails' | 'tabPeople' | 'tabDocuments' | 'tabDamages' | 'tabClaims' | 'tabActivity';

/** A tab: its name in the address, and its label in the language the app speaks when it is read. */
function tab<const K extends string>(key: K, labelKey: TabLabelKey) {
  return {
    key,
    get label() {
      return translate(eventManageText, labelKey);
    },
  };
}

/**
 * The tabs of event management (spec 001 §2 'Event management'), in order, with the name each
 * has in the address: /events/{id}/{tab} or ?tab=… ('tab=claims opens Claim, tab=damages opens
 * Damages'). Any other or no name opens Details.
 */
export const EVENT_MANAGE_TABS = [
  tab('details', 'tabDetails'),
  tab('people', 'tabPeople'),
  tab('documents', 'tabDocuments'),
  tab('damages', 'tabDamages'),
  tab('claims', 'tabClaims'),
  tab('activity', 'tabActivity'),
] as const;

export type EventManageTab = (typeof EVENT_MANAGE_TABS)[number]['key'];

export const DEFAULT_EVENT_MANAGE_TAB: EventManageTab = 'details';

function tabNamed(name: string | null | undefined): EventManageTab | undefined {
  const wanted = name?.trim().toLowerCase();
  // 'claim' (the tab's label) is read as 'claims' too.
  const key = wanted === 'claim' ? 'claims' : wanted;
  return EVENT_MANAGE_TABS.find((tab) => tab.key === key)?.key;
}

/** The tab the address opens: the path's {tab}, else ?tab=, else Details. */
export function tabFromAddress(
  pathTab: string | null | undefined,
  queryTab: string | null | undefined,
): EventManageTab {
  return tabNamed(pathTab) ?? tabNamed(queryTab) ?? DEFAULT_EVENT_MANAGE_TAB;
}

/** The address of an event's tab (Details is the event's own address). */
export function eventManagePath(eventId: string, tab: EventManageTab = DEFAULT_EVENT_MANAGE_TAB): string {
  const base = `/events/${encodeURIComponent(eventId)}`;
  return tab === DEFAULT_EVENT_MANAGE_TAB ? base : `${base}/${tab}`;
}

/** Close goes back to the list. */
export const EVENTS_LIST_PATH = '/events';
