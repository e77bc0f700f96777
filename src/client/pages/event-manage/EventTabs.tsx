import { Grid, Select, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { ClaimsTab } from '../claims/ClaimsTab.tsx';
import { DamagesTab } from '../claims/DamagesTab.tsx';
import { EventDocumentsTab } from '../resources/EventDocumentsTab.tsx';
import { ActivityTab } from './ActivityTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { EVENT_MANAGE_TABS, type EventManageTab, eventManagePath } from './event-manage-tabs.ts';
import { PeopleTab } from './PeopleTab.tsx';

interface EventTabsProps {
  event: EventForDisplay;
  initialTab: EventManageTab;
}

/**
 * The tabs (spec 001 §2): each is rendered, and so loads its data, only once it is opened; the
 * Activity tab is rendered afresh each time, so its log is read again whenever it is clicked.
 * The address follows the open tab, so a reload or a shared link opens the same one.
 */
export function EventTabs({ event, initialTab }: EventTabsProps) {
  const t = useText(eventManageText);
  const navigate = useNavigate();
  const [active, setActive] = useState<EventManageTab>(initialTab);
  // Six tabs do not fit a phone's width: there a select picks the tab, so none hides off screen.
  const narrow = Grid.useBreakpoint().sm === false;
  const open = (tab: EventManageTab) => {
    setActive(tab);
    navigate(eventManagePath(event.id, tab), { replace: true });
  };
  const panes: Record<EventManageTab, ReactNode> = {
    details: <DetailsTab event={event} />,
    people: <PeopleTab eventId={event.id} />,
    documents: <EventDocumentsTab eventId={event.id} propertyId={event.propertyId} />,
    damages: <DamagesTab eventId={event.id} propertyId={event.propertyId} />,
    claims: <ClaimsTab eventId={event.id} propertyId={event.propertyId} />,
    activity: active === 'activity' ? <ActivityTab eventId={event.id} timeZone={event.property.timeZone} /> : null,
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => open(key as EventManageTab)}
      renderTabBar={
        narrow
          ? () => (
              <Select
                aria-label={t('section')}
                value={active}
                onChange={open}
                options={EVENT_MANAGE_TABS.map((tab) => ({ value: tab.key, label: tab.label }))}
                style={{ width: '100%', marginBottom: 16 }}
              />
            )
          : undefined
      }
      items={EVENT_MANAGE_TABS.map((tab) => ({ key: tab.key, label: tab.label, children: panes[tab.key] }))}
    />
  );
}
