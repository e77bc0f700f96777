import { Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { isTaskComplete } from '../../../domain/tasks/routine-task-status.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { myTasksText } from '../../i18n/en/my-tasks.ts';
import { useText } from '../../i18n/language.ts';
import {
  actionText,
  completedDateText,
  dueDateText,
  type MyTask,
  type MyTaskSection,
  performPath,
  statusText,
} from './my-tasks-view.ts';

const STATUS_COLORS: Record<string, string> = { NotStarted: 'default', InProgress: 'processing', Complete: 'success' };

function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{statusText(status)}</Tag>;
}

/** The row's Actions link: to the Perform Task wizard, followed inside the app. */
function ActionLink({ row }: { row: MyTask }) {
  const navigate = useNavigate();
  const to = performPath(row);
  const words = actionText(row);
  const t = useText(myTasksText);
  return (
    <Button
      href={to}
      type={isTaskComplete(row.status) ? 'default' : 'primary'}
      className="touch-button"
      aria-label={t('actionLabel', { action: words, task: row.name, location: row.location })}
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
  const t = useText(myTasksText);
  const columns: TableColumnsType<MyTask> = [
    { key: 'name', title: t('name'), dataIndex: 'name', responsive: ['sm'] },
    { key: 'location', title: t('location'), dataIndex: 'location', responsive: ['sm'] },
    { key: 'due', title: t('dueDate'), responsive: ['sm'], render: (_, row) => dueDateText(row) },
    ...(completed
      ? [
          {
            key: 'completed',
            title: t('completedDate'),
            responsive: ['sm' as const],
            render: (_: unknown, row: MyTask) => completedDateText(row),
          },
        ]
      : []),
    { key: 'status', title: t('status'), responsive: ['sm'], render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'task',
      title: t('task'),
      responsive: ['xs'],
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">{row.location}</Typography.Text>
          <Typography.Text type="secondary">
            {t('due', { date: dueDateText(row) })}
            {completed && t('completedOn', { date: completedDateText(row) })}
          </Typography.Text>
          <span>
            <StatusTag status={row.status} />
          </span>
        </Flex>
      ),
    },
    actionColumn<MyTask>({ title: t('actions'), align: 'right', render: (_, row) => <ActionLink row={row} /> }),
  ];
  return (
    <Table<MyTask>
      rowKey="resultId"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      aria-label={t('table')}
      locale={{ emptyText: t('noRows') }}
    />
  );
}
