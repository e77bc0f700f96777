import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { sundayWeekStart } from '../../../domain/tasks/routine-task-status.ts';
import { weekViewSections, weekViewWindow } from '../../../domain/tasks/routine-task-week.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { type InstanceActions, InstanceTable } from './InstanceTable.tsx';
import { dueWeekTitle } from './routine-task-words.ts';
import { usePropertyInstances } from './routine-tasks-api.ts';
import { WeekPicker } from './WeekPicker.tsx';

/**
 * Current Tasks (spec 002 §2.1): the week picker and the sections Overdue, 'Due week of {date}'
 * and Completed, classified by the §4 rule (routine-task-week.ts over routine-task-status.ts).
 * Overdue is the server's list of instances overdue today at the property, the same for every
 * week; the other sections judge the week against the server's today.
 */
export function WeekView({
  propertyId,
  weekStart,
  lastWeekStart,
  today,
  onWeekChange,
  ...actions
}: InstanceActions & {
  propertyId: string;
  weekStart: string;
  /** The last week one read of the API reaches (routine-task-week.ts lastViewableWeekStart). */
  lastWeekStart: string;
  today: string;
  onWeekChange: (weekStart: string) => void;
}) {
  const t = useText(routineTasksText);
  const window = useMemo(() => weekViewWindow(weekStart), [weekStart]);
  const instances = usePropertyInstances(propertyId, window);
  const sections = weekViewSections(instances.data ?? { instances: [], overdue: [], today }, weekStart);
  const loading = instances.isPending;
  const dueTitle = dueWeekTitle(weekStart);
  return (
    <Flex vertical gap="middle">
      <WeekPicker
        weekStart={weekStart}
        thisWeekStart={sundayWeekStart(today)}
        lastWeekStart={lastWeekStart}
        onChange={onWeekChange}
      />
      <Card size="small" title={<Typography.Text type="danger">{t('overdue')}</Typography.Text>}>
        <InstanceTable
          label={t('overdue')}
          instances={sections.overdue}
          loading={loading}
          emptyText={t('noOverdue')}
          overdue
          {...actions}
        />
      </Card>
      <Card size="small" title={dueTitle}>
        <InstanceTable
          label={dueTitle}
          instances={sections.dueThisWeek}
          loading={loading}
          emptyText={t('noDueThisWeek')}
          {...actions}
        />
      </Card>
      <Card size="small" title={t('completed')}>
        <InstanceTable
          label={t('completed')}
          instances={sections.completed}
          loading={loading}
          emptyText={t('noCompletedThisWeek')}
          {...actions}
        />
      </Card>
    </Flex>
  );
}
