import { tabIndex, WIZARD_TABS, type WizardTab } from '../../../domain/events/event-wizard-tabs.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import type { eventAddText } from '../../i18n/en/event-add.ts';

type EventAddText = TextOf<(typeof eventAddText)['en']>;

/** A tab's name in the language spoken ('Event Info'; the domain's WIZARD_TABS hold the English). */
export function tabName(t: EventAddText, tab: WizardTab): string {
  return t(`tab.${tab}`);
}

/** Where the wizard stands, in words: 'Procedure (4 of 6)' (as the domain's `tabPlaceText`, translated). */
export function tabPlace(t: EventAddText, tab: WizardTab): string {
  return t('tabPlace', { tab: tabName(t, tab), number: tabIndex(tab) + 1, total: WIZARD_TABS.length });
}
