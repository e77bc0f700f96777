import { Button, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { isTaskComplete, taskStatusLabel } from '../../../domain/tasks/routine-task-status.ts';
import { occurrenceText } from '../../../domain/tasks/routine-task-week.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { CountBadge } from './CountBadge.tsx';
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

function columns({ onEditTask, onViewDetails }: InstanceActions, overdue: boolean): ColumnsType<TaskInstance> {
  return [
    { title: 'Task/Inspection Name', key: 'name', render: (_, row) => row.routineTask.name },
    {
      title: 'Location(s)',
      key: 'locations',
      render: (_, row) => <CountBadge names={row.routineTask.locations.map((l) => l.name)} noun="Locations" />,
    },
    {
      title: 'Assigned To',
      key: 'assigned',
      render: (_, row) => (
        <CountBadge
          names={row.routineTask.assignedPeopleRealized.map((p) => `${p.firstName} ${p.lastName}`.trim())}
          noun="People"
        />
      ),
    },
    { title: 'Due Date', key: 'due', render: (_, row) => calendarDateText(row.dueDateLocal) },
    { title: 'Occurrence', key: 'occurrence', render: (_, row) => occurrenceText(row.routineTask.schedule) },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <Tag color={statusColor(row.status, overdue)}>{taskStatusLabel(row.status)}</Tag>,
    },
    actionColumn<TaskInstance>({
      render: (_, row) => (
        <Flex gap={4} wrap={false}>
          {onEditTask && (
            <Button size="small" type="link" onClick={() => onEditTask(row)}>
              Edit Task
            </Button>
          )}
          <Button size="small" type="link" onClick={() => onViewDetails(row)}>
            View Details
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
  return (
    <Table<TaskInstance>
      aria-label={label}
      rowKey="id"
      size="small"
      columns={columns(actions, overdue)}
      dataSource={[...instances]}
      loading={loading}
      pagination={instances.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
    />
  );
}
