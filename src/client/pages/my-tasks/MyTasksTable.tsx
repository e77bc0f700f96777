import { Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { taskStatusLabel } from '../../../domain/tasks/routine-task-status.ts';
import { actionColumn } from '../../crud/action-column.ts';
import {
  actionText,
  completedDateText,
  dueDateText,
  type MyTask,
  type MyTaskSection,
  performPath,
} from './my-tasks-view.ts';

const STATUS_COLORS: Record<string, string> = { NotStarted: 'default', InProgress: 'processing', Complete: 'success' };

function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{taskStatusLabel(status)}</Tag>;
}

/** The row's Actions link: to the Perform Task wizard, followed inside the app. */
function ActionLink({ row }: { row: MyTask }) {
  const navigate = useNavigate();
  const to = performPath(row);
  const words = actionText(row);
  return (
    <Button
      href={to}
      type={words === 'Perform' ? 'primary' : 'default'}
      className="touch-button"
      aria-label={`${words} ${row.name} at ${row.location}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {words}
    </Button>
  );
}

/**
 * One section's table (spec 002 §2.3): Name, Location(s), Due Date, Completed Date (completed
 * view only), Status and Actions. On a phone the facts stack in one cell beside the action, so
 * nothing scrolls sideways.
 */
export function MyTasksTable({ rows, section }: { rows: readonly MyTask[]; section: MyTaskSection }) {
  const completed = section === 'Completed';
  const columns: TableColumnsType<MyTask> = [
    { key: 'name', title: 'Name', dataIndex: 'name', responsive: ['sm'] },
    { key: 'location', title: 'Location(s)', dataIndex: 'location', responsive: ['sm'] },
    { key: 'due', title: 'Due Date', responsive: ['sm'], render: (_, row) => dueDateText(row) },
    ...(completed
      ? [
          {
            key: 'completed',
            title: 'Completed Date',
            responsive: ['sm' as const],
            render: (_: unknown, row: MyTask) => completedDateText(row),
          },
        ]
      : []),
    { key: 'status', title: 'Status', responsive: ['sm'], render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'task',
      title: 'Task',
      responsive: ['xs'],
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">{row.location}</Typography.Text>
          <Typography.Text type="secondary">
            Due {dueDateText(row)}
            {completed && ` · Completed ${completedDateText(row)}`}
          </Typography.Text>
          <span>
            <StatusTag status={row.status} />
          </span>
        </Flex>
      ),
    },
    actionColumn<MyTask>({ align: 'right', render: (_, row) => <ActionLink row={row} /> }),
  ];
  return (
    <Table<MyTask>
      rowKey="resultId"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      aria-label="My Tasks"
      locale={{ emptyText: 'No tasks' }}
    />
  );
}
