import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table } from 'antd';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { actionColumn } from '../../crud/action-column.ts';
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
  return (
    <Card size="small">
      <Table<StoredRoutineTask>
        aria-label="Tasks"
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...tasks]}
        pagination={tasks.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No tasks found' }}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          { title: 'Start Date', key: 'start', render: (_, task) => calendarDateText(task.startDateLocal) },
          actionColumn<StoredRoutineTask>({
            render: (_, task) => (
              <Flex gap={4} wrap={false}>
                <Button size="small" type="link" icon={<EditOutlined />} onClick={() => onEdit(task)}>
                  Edit
                </Button>
                <Button size="small" type="link" icon={<UnorderedListOutlined />} onClick={() => onInstances(task)}>
                  Instances
                </Button>
              </Flex>
            ),
          }),
        ]}
      />
    </Card>
  );
}
