import { Flex, Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
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
        title={`Event ${event.number} is reported.`}
        subTitle={`${event.type.name}${event.category ? ` / ${event.category.name}` : ''} at ${event.property.name}`}
        extra={
          <Flex wrap gap="small" justify="center">
            <LinkButton to="/" primary className="wizard-done">
              Done
            </LinkButton>
            {mayOpenEvent && <LinkButton to={eventManagePath(event.id)}>Open Event</LinkButton>}
            <LinkButton to={REPORT_ANOTHER_PATH}>Report Another Event</LinkButton>
          </Flex>
        }
      />
    </section>
  );
}
