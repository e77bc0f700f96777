import { Col, Form, InputNumber, Row, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import {
  DAY_OF_MONTH,
  DEFAULT_TIME_OF_DAY,
  EVERY_X_DAYS,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from '../../../domain/tasks/routine-task-schedule.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import type { FieldFeedback } from './field-feedback.ts';
import { type DraftSchedule, QUARTER_POSITIONS } from './routine-task-form.ts';
import { monthShortName, weekdayName } from './routine-task-words.ts';

const DAYS_OF_MONTH = Array.from({ length: DAY_OF_MONTH.max - DAY_OF_MONTH.min + 1 }, (_, i) => DAY_OF_MONTH.min + i);

function FlagSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the switch inside is the control
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The schedule's type-dependent fields (spec 002 §2.2, §5, §9): time of day and every X days
 * for Daily, weekday switches for Weekly, month switches and day of month for Monthly (one per
 * month) and Quarterly (one per month of the quarter), include weekends except for AdHoc.
 */
export function ScheduleFields({
  schedule,
  onChange,
  feedback,
}: {
  schedule: DraftSchedule;
  onChange: (next: DraftSchedule) => void;
  feedback: FieldFeedback;
}) {
  const t = useText(routineTasksText);
  const type = schedule.routineTaskScheduleType;
  const set = (patch: Partial<DraftSchedule>) => onChange({ ...schedule, ...patch });
  return (
    <>
      {type === 'Daily' && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('timeOfDay')} required {...feedback('schedule.timeOfDay')}>
              <TimePicker
                aria-label={t('timeOfDay')}
                format="HH:mm"
                minuteStep={5}
                allowClear={false}
                needConfirm={false}
                value={dayjs(schedule.timeOfDay ?? DEFAULT_TIME_OF_DAY, 'HH:mm')}
                onChange={(value) => set({ timeOfDay: value ? value.format('HH:mm') : null })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('everyXDays')} required {...feedback('schedule.everyXDays')}>
              <InputNumber
                aria-label={t('everyXDays')}
                min={EVERY_X_DAYS.min}
                max={EVERY_X_DAYS.max}
                precision={0}
                value={schedule.everyXDays}
                onChange={(value) => set({ everyXDays: typeof value === 'number' ? value : null })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {type === 'Weekly' && (
        <Form.Item label={t('weekdays')} required {...feedback('schedule.weekdays')}>
          <Row gutter={[12, 8]}>
            {WEEKDAY_NAMES.map((day) => (
              <Col key={day} xs={12} sm={6}>
                <FlagSwitch label={weekdayName(day)} checked={schedule[day]} onChange={(on) => set({ [day]: on })} />
              </Col>
            ))}
          </Row>
        </Form.Item>
      )}
      {type === 'Monthly' && (
        <Form.Item label={t('months')} required {...feedback('schedule.months')}>
          <Row gutter={[12, 8]}>
            {MONTH_NAMES.map((month) => (
              <Col key={month} xs={8} sm={6}>
                <FlagSwitch
                  label={monthShortName(month)}
                  checked={schedule[month]}
                  onChange={(on) => set({ [month]: on })}
                />
              </Col>
            ))}
          </Row>
        </Form.Item>
      )}
      {type === 'Quarterly' && (
        <Form.Item label={t('monthsOfQuarters')} required {...feedback('schedule.months')}>
          <Row gutter={[12, 8]}>
            {QUARTER_POSITIONS.map((position) => (
              <Col key={position.flag} xs={24}>
                <FlagSwitch
                  label={t('quarterMonth', { position: position.label, months: position.months })}
                  checked={schedule[position.flag]}
                  onChange={(on) => set({ [position.flag]: on })}
                />
              </Col>
            ))}
          </Row>
        </Form.Item>
      )}
      {(type === 'Monthly' || type === 'Quarterly') && (
        <Form.Item label={t('dayOfMonth')} required {...feedback('schedule.dayOfMonth')}>
          <Select<number>
            aria-label={t('dayOfMonth')}
            placeholder={t('chooseDay')}
            value={schedule.dayOfMonth ?? undefined}
            options={DAYS_OF_MONTH.map((day) => ({ value: day, label: String(day) }))}
            onChange={(day) => set({ dayOfMonth: day })}
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
      {type && type !== 'AdHoc' && (
        <Form.Item>
          <FlagSwitch
            label={t('includeWeekends')}
            checked={schedule.includeWeekends}
            onChange={(on) => set({ includeWeekends: on })}
          />
        </Form.Item>
      )}
    </>
  );
}
