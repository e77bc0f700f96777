import { Flex, Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { WaitingToSend } from '../../offline/OutboxBanner.tsx';
import { OUTBOX_MESSAGES } from '../../offline/outbox.ts';
import { eventManagePath } from '../event-manage/event-manage-tabs.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';

/** Where 'Report Another Event' goes: the wizard's own path, which opens a fresh report (EventAddPage). */
export const REPORT_ANOTHER_PATH = '/EventAdd';

/**
 * Finalize (spec 001 §2): the report is done. No Cancel any more (`cancelOffered`): Done goes to
 * / (the spec's), Open Event to the event's page for whoever may manage events, and Report
 * Another Event starts a fresh report.
 */
export function FinalizeTab({ event, mayOpenEvent }: { event: EventProgress; mayOpenEvent: boolean }) {
  return (
    <section aria-label="Finalize">
      <Result
        status="success"
        // Reported offline, the event has no number until the create is sent.
        title={event.number ? `Event ${event.number} is reported.` : OUTBOX_MESSAGES.reportedOffline}
        subTitle={
          <Flex vertical align="center" gap="small">
            <span>{`${event.type.name}${event.category ? ` / ${event.category.name}` : ''} at ${event.property.name}`}</span>
            {!event.number && <span>{OUTBOX_MESSAGES.numberLater}</span>}
            <WaitingToSend subject={event.id} />
          </Flex>
        }
        extra={
          <Flex wrap gap="small" justify="center">
            <LinkButton to="/" primary className="wizard-done">
              Done
            </LinkButton>
            {mayOpenEvent && event.number && <LinkButton to={eventManagePath(event.id)}>Open Event</LinkButton>}
            <LinkButton to={REPORT_ANOTHER_PATH}>Report Another Event</LinkButton>
          </Flex>
        }
      />
    </section>
  );
}
