import { Button, DatePicker, Flex, Form, Radio, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { zoneAbbreviation } from '../../../domain/common/date-time-text.ts';
import { SEVERITY_LEVELS } from '../../../domain/events/event-severity.ts';
import { eventSeverityText } from '../../../domain/i18n/en/event-severity.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { fieldHelp } from './field-help.ts';
import { occurredAt, todayAt } from './occurred-time.ts';
import type { EventWizard } from './use-event-wizard.ts';

/** The spec's 'hh:mm a' (a two-digit hour), as every date-time is shown (domain/date-time-text.ts). */
const TIME_FORMAT = 'hh:mm A';

/**
 * Review (spec 001 §2, §4, §5): severity (Low/High) and when it occurred, as date and time at the
 * property — its time zone is named, and 'Now' fills in the property's present time, whatever
 * zone the phone is in. Next saves them with status 5 (SOP In Progress).
 */
export function ReviewTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const { review } = wizard;
  const zone = event.property.timeZone;
  const latest = todayAt(zone);
  const help = fieldHelp(wizard.reviewProblems, 'dateOccurred');
  const t = useText(eventAddText);
  const severityName = useText(eventSeverityText);
  return (
    <section aria-label={t('tab.review')}>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item label={t('severity')} htmlFor="event-severity">
          <Radio.Group
            id="event-severity"
            optionType="button"
            buttonStyle="solid"
            size="large"
            className="yes-no-choice"
            options={SEVERITY_LEVELS.map((level) => ({ label: severityName(`${level.value}`), value: level.value }))}
            value={review.severity}
            onChange={(change) => wizard.setReview({ severity: change.target.value as 0 | 1 })}
          />
        </Form.Item>
        <Form.Item
          label={t('dateTimeOccurred')}
          htmlFor="event-date"
          extra={t('localTime', {
            property: event.property.name,
            zone,
            abbreviation: zoneAbbreviation(zone, new Date()),
          })}
          {...help}
        >
          <Flex gap="small" wrap>
            <DatePicker
              id="event-date"
              size="large"
              aria-label={t('dateOccurred')}
              format={DATE_FORMAT}
              placeholder={DATE_FORMAT}
              inputReadOnly
              showNow={false}
              allowClear={false}
              status={help.validateStatus}
              disabledDate={(day) => day.format(ISO_DATE_FORMAT) > latest}
              value={review.date ? dayjs(review.date) : null}
              onChange={(day) => wizard.setReview({ date: day ? day.format(ISO_DATE_FORMAT) : null })}
              className="occurred-input"
            />
            <TimePicker
              id="event-time"
              size="large"
              aria-label={t('timeOccurred')}
              format={TIME_FORMAT}
              use12Hours
              placeholder={t('timePlaceholder')}
              inputReadOnly
              showNow={false}
              allowClear={false}
              needConfirm={false}
              status={help.validateStatus}
              value={review.time ? dayjs(`2000-01-01T${review.time}`) : null}
              onChange={(time) => wizard.setReview({ time: time ? time.format('HH:mm') : null })}
              className="occurred-input"
            />
            <Button size="large" onClick={() => wizard.setReview(occurredAt(new Date(), zone))}>
              {t('now')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <WizardNav onPrevious={() => void wizard.previous()} onNext={() => void wizard.next()} busy={wizard.busy} />
    </section>
  );
}
