import { Flex, Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
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
  const t = useText(eventAddText);
  const what = { type: event.type.name, property: event.property.name };
  return (
    <section aria-label={t('tab.finalize')}>
      <Result
        status="success"
        // Reported offline, the event has no number until the create is sent.
        title={event.number ? t('reported', { number: event.number }) : OUTBOX_MESSAGES.reportedOffline}
        subTitle={
          <Flex vertical align="center" gap="small">
            <span>
              {event.category
                ? t('reportedWhatCategory', { ...what, category: event.category.name })
                : t('reportedWhat', what)}
            </span>
            {!event.number && <span>{OUTBOX_MESSAGES.numberLater}</span>}
            <WaitingToSend subject={event.id} />
          </Flex>
        }
        extra={
          <Flex wrap gap="small" justify="center">
            <LinkButton to="/" primary className="wizard-done">
              {t('done')}
            </LinkButton>
            {mayOpenEvent && event.number && <LinkButton to={eventManagePath(event.id)}>{t('openEvent')}</LinkButton>}
            <LinkButton to={REPORT_ANOTHER_PATH}>{t('reportAnother')}</LinkButton>
          </Flex>
        }
      />
    </section>
  );
}
