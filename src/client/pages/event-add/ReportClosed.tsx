import { Flex, Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
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
  const t = useText(eventAddText);
  return (
    <section aria-label={t('reportClosed')}>
      <Result
        status="warning"
        title={t('closedTitle', { number: event.number })}
        subTitle={<span role="alert">{reason}</span>}
        extra={
          <Flex wrap gap="small" justify="center">
            <LinkButton to="/" primary>
              {t('done')}
            </LinkButton>
            {mayOpenEvent && <LinkButton to={eventManagePath(event.id)}>{t('openEvent')}</LinkButton>}
            <LinkButton to={REPORT_ANOTHER_PATH}>{t('reportAnother')}</LinkButton>
          </Flex>
        }
      />
    </section>
  );
}
