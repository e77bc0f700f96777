import { Flex, Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { eventManagePath } from '../event-manage/event-manage-tabs.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';
import { REPORT_ANOTHER_PATH } from './FinalizeTab.tsx';

/**
 * In place of the tab once the server refused a save because the report is no longer this
 * wizard's (409): the server's reason, and the ways on Finalize offers — the event as it now is
 * (for whoever may manage events), Done, or a fresh report. Nothing more can be saved here.
 */
export function ReportClosed({
  event,
  reason,
  mayOpenEvent,
}: {
  event: EventProgress;
  reason: string;
  mayOpenEvent: boolean;
}) {
  return (
    <section aria-label="Report closed">
      <Result
        status="warning"
        title={`Event ${event.number} can no longer be changed here.`}
        subTitle={<span role="alert">{reason}</span>}
        extra={
          <Flex wrap gap="small" justify="center">
            <LinkButton to="/" primary>
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
