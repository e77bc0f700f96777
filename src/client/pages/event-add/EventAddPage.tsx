import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { cancelOffered } from '../../../domain/events/event-wizard-tabs.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { WaitingToSend } from '../../offline/OutboxBanner.tsx';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';
import { useFocusOnChange } from '../step-wizard/use-focus-on-change.ts';
import { ContactsDrawer } from './ContactsDrawer.tsx';
import { EmergencyTab } from './EmergencyTab.tsx';
import { EventInfoTab } from './EventInfoTab.tsx';
import { FinalizeTab } from './FinalizeTab.tsx';
import { InProgressModal } from './InProgressModal.tsx';
import { MediaTab } from './MediaTab.tsx';
import { ProcedureTab } from './ProcedureTab.tsx';
import { ReportClosed } from './ReportClosed.tsx';
import { ReviewTab } from './ReviewTab.tsx';
import { tabPlace } from './tab-words.ts';
import { type EventWizard, useEventWizard } from './use-event-wizard.ts';
import { WizardSteps } from './WizardSteps.tsx';
import { type PanelKind, useEventsInProgress } from './wizard-api.ts';

/** The current tab; every tab after Event Info works on the created (or resumed) event. */
function CurrentTab({ wizard }: { wizard: EventWizard }) {
  const { event } = wizard;
  const mayOpenEvent = useSession().permissions.includes('manageEvents');
  if (event && wizard.closedReason !== null) {
    return <ReportClosed event={event} reason={wizard.closedReason} mayOpenEvent={mayOpenEvent} />;
  }
  if (!event || wizard.tab === 'eventInfo') return <EventInfoTab wizard={wizard} />;
  switch (wizard.tab) {
    case 'emergency':
      return <EmergencyTab wizard={wizard} />;
    case 'review':
      return <ReviewTab wizard={wizard} event={event} />;
    case 'procedure':
      return <ProcedureTab wizard={wizard} event={event} />;
    case 'media':
      return <MediaTab wizard={wizard} event={event} />;
    case 'finalize':
      return <FinalizeTab event={event} mayOpenEvent={mayOpenEvent} />;
  }
}

/**
 * /EventAdd (spec 001 §2 "Add Event wizard"): the six tabs, the Vendors and Points of Contact
 * side panels of the chosen property, Cancel (to /) until the event is reported
 * (`cancelOffered`), and the 'Events in Progress' modal once a property with reports in progress
 * is chosen for a new report. Every visit of the address is a fresh report: Finalize's 'Report
 * Another Event' links here from here, and a new location remounts the wizard.
 */
export function EventAddPage({ title }: PageProps) {
  const { key } = useLocation();
  return <EventAddWizard key={key} title={title} />;
}

function EventAddWizard({ title }: PageProps) {
  const wizard = useEventWizard();
  const { event, info } = wizard;
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const [continuedAt, setContinuedAt] = useState<string | null>(null);
  const propertyId = event?.property.id ?? info.propertyId;
  const propertyName = event?.property.name ?? info.propertyName;
  // Only a new report asks: a created or resumed one is already the event of this property.
  const askFor = event ? null : info.propertyId;
  const inProgress = useEventsInProgress(askFor);
  const modalOpen = askFor !== null && continuedAt !== askFor && (inProgress.data?.length ?? 0) > 0;
  // A new tab takes the keyboard focus (its controls replaced the ones that had it): its heading.
  const tabHeading = useFocusOnChange<HTMLHeadingElement>(wizard.tab, true);
  const t = useText(eventAddText);

  return (
    <div className="event-add">
      <Flex vertical gap="small">
        <Flex align="center" gap="small" justify="space-between">
          <PageTitle style={{ margin: 0 }}>
            {title}
            {/* The number wraps whole onto a line of its own ('Agregar evento' leaves it little room). */}
            {event && ' '}
            {event && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {event.number}
              </Typography.Text>
            )}
          </PageTitle>
          {event && <WaitingToSend subject={event.id} />}
          {cancelOffered(wizard.tab) && !wizard.closedReason && <LinkButton to="/">{t('cancel')}</LinkButton>}
        </Flex>
        <Flex gap="small" className="event-add-panels">
          <Button size="large" icon={<ShopOutlined />} disabled={!propertyId} onClick={() => setPanel('vendors')}>
            {t('vendors')}
          </Button>
          <Button size="large" icon={<TeamOutlined />} disabled={!propertyId} onClick={() => setPanel('contacts')}>
            {t('contacts')}
          </Button>
        </Flex>
      </Flex>
      <WizardSteps current={wizard.tab} onChange={wizard.goTo} busy={wizard.busy || wizard.closedReason !== null} />
      <Card className="event-add-card">
        <h2 ref={tabHeading} tabIndex={-1} className="visually-hidden">
          {tabPlace(t, wizard.tab)}
        </h2>
        <CurrentTab wizard={wizard} />
      </Card>
      <InProgressModal
        open={modalOpen}
        events={inProgress.data ?? []}
        busy={wizard.busy}
        onResume={(id) => void wizard.resume(id)}
        onContinue={() => setContinuedAt(askFor)}
      />
      {(['vendors', 'contacts'] as const).map((kind) => (
        <ContactsDrawer
          key={kind}
          kind={kind}
          propertyId={propertyId}
          propertyName={propertyName}
          open={panel === kind}
          onClose={() => setPanel(null)}
        />
      ))}
    </div>
  );
}
