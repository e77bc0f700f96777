import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table } from 'antd';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import type { StoredRoutineTask } from './routine-tasks-api.ts';

/**
 * List View (spec 002 §2.1): Name, Start Date, Actions — edit, and the task's instances (the
 * 'Routine Task Instances' modal).
 */
export function TaskListView({
  tasks,
  loading,
  onEdit,
  onInstances,
}: {
  tasks: readonly StoredRoutineTask[];
  loading: boolean;
  onEdit: (task: StoredRoutineTask) => void;
  onInstances: (task: StoredRoutineTask) => void;
}) {
  const t = useText(routineTasksText);
  return (
    <Card size="small">
      <Table<StoredRoutineTask>
        aria-label={t('tasks')}
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...tasks]}
        pagination={tasks.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noTasksFound') }}
        columns={[
          { title: t('name'), dataIndex: 'name', key: 'name' },
          { title: t('startDate'), key: 'start', render: (_, task) => calendarDateText(task.startDateLocal) },
          actionColumn<StoredRoutineTask>({
            render: (_, task) => (
              <Flex gap={4} wrap={false}>
                <Button size="small" type="link" icon={<EditOutlined />} onClick={() => onEdit(task)}>
                  {t('edit')}
                </Button>
                <Button size="small" type="link" icon={<UnorderedListOutlined />} onClick={() => onInstances(task)}>
                  {t('instances')}
                </Button>
              </Flex>
            ),
          }),
        ]}
      />
    </Card>
  );
}
