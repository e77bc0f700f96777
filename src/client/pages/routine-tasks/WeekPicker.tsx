import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { addDays, sundayWeekStart } from '../../../domain/tasks/routine-task-status.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { weekOfText } from './routine-task-words.ts';

/**
 * The Current Tasks week picker (spec 002 §2.1): 'Week of MM/DD/YYYY' (weeks start on Sunday),
 * previous and next arrows, and 'This Week'. `weekStart` is the week's Sunday (YYYY-MM-DD); no
 * week after `lastWeekStart` can be chosen.
 */
export function WeekPicker({
  weekStart,
  thisWeekStart,
  lastWeekStart,
  onChange,
}: {
  weekStart: string;
  thisWeekStart: string;
  lastWeekStart: string;
  onChange: (weekStart: string) => void;
}) {
  // Two quick clicks move two weeks: each arrow counts from the week last asked for, which the
  // page may not have shown yet (the address updates after the click).
  const t = useText(routineTasksText);
  const asked = useRef(weekStart);
  useEffect(() => {
    asked.current = weekStart;
  }, [weekStart]);
  const move = (days: number) => {
    const next = addDays(asked.current, days);
    if (next > lastWeekStart) return;
    asked.current = next;
    onChange(next);
  };
  return (
    <Flex gap="small" align="center" wrap>
      <Button aria-label={t('previousWeek')} icon={<LeftOutlined />} onClick={() => move(-7)} />
      <DatePicker
        picker="week"
        aria-label={t('week')}
        allowClear={false}
        value={dayjs(weekStart, ISO_DATE_FORMAT)}
        format={(value) => weekOfText(sundayWeekStart(value.format(ISO_DATE_FORMAT)))}
        onChange={(value) => value && onChange(sundayWeekStart(value.format(ISO_DATE_FORMAT)))}
        disabledDate={(value) => sundayWeekStart(value.format(ISO_DATE_FORMAT)) > lastWeekStart}
        style={{ width: 200 }}
      />
      <Button
        aria-label={t('nextWeek')}
        icon={<RightOutlined />}
        disabled={weekStart >= lastWeekStart}
        onClick={() => move(7)}
      />
      <Button onClick={() => onChange(thisWeekStart)}>{t('thisWeek')}</Button>
    </Flex>
  );
}
