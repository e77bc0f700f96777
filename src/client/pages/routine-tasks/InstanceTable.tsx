import { Button, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { isTaskComplete } from '../../../domain/tasks/routine-task-status.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { statusText } from '../my-tasks/my-tasks-view.ts';
import { CountBadge } from './CountBadge.tsx';
import { occurrenceText } from './routine-task-words.ts';
import type { TaskInstance } from './routine-tasks-api.ts';

export interface InstanceActions {
  onEditTask?: (instance: TaskInstance) => void;
  onViewDetails: (instance: TaskInstance) => void;
}

function statusColor(status: string, overdue: boolean): string | undefined {
  if (isTaskComplete(status)) return 'green';
  if (overdue) return 'red';
  return status === 'NotStarted' ? undefined : 'blue';
}

function useColumns({ onEditTask, onViewDetails }: InstanceActions, overdue: boolean): ColumnsType<TaskInstance> {
  const t = useText(routineTasksText);
  return [
    { title: t('taskName'), key: 'name', render: (_, row) => row.routineTask.name },
    {
      title: t('locations'),
      key: 'locations',
      render: (_, row) => <CountBadge names={row.routineTask.locations.map((l) => l.name)} noun={t('locationsNoun')} />,
    },
    {
      title: t('assignedTo'),
      key: 'assigned',
      render: (_, row) => (
        <CountBadge
          names={row.routineTask.assignedPeopleRealized.map((p) => `${p.firstName} ${p.lastName}`.trim())}
          noun={t('peopleNoun')}
        />
      ),
    },
    { title: t('dueDate'), key: 'due', render: (_, row) => calendarDateText(row.dueDateLocal) },
    { title: t('occurrence'), key: 'occurrence', render: (_, row) => occurrenceText(row.routineTask.schedule) },
    {
      title: t('status'),
      key: 'status',
      render: (_, row) => <Tag color={statusColor(row.status, overdue)}>{statusText(row.status)}</Tag>,
    },
    actionColumn<TaskInstance>({
      render: (_, row) => (
        <Flex gap={4} wrap={false}>
          {onEditTask && (
            <Button size="small" type="link" onClick={() => onEditTask(row)}>
              {t('editTask')}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => onViewDetails(row)}>
            {t('viewDetails')}
          </Button>
        </Flex>
      ),
    }),
  ];
}

/** One section of instances (Overdue, Due week of…, Completed, or the instances modal's choice). */
export function InstanceTable({
  instances,
  loading,
  emptyText,
  overdue = false,
  label,
  ...actions
}: InstanceActions & {
  instances: readonly TaskInstance[];
  loading: boolean;
  emptyText: string;
  overdue?: boolean;
  label: string;
}) {
  const columns = useColumns(actions, overdue);
  return (
    <Table<TaskInstance>
      aria-label={label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...instances]}
      loading={loading}
      pagination={instances.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
    />
  );
}
