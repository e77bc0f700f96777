import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, type TableColumnsType, Tooltip } from 'antd';
import type { EventTypeWithCategories } from '../../../../schemas/event-category.ts';
import { actionColumn } from '../../crud/action-column.ts';

type CategoryRow = EventTypeWithCategories['categories'][number];

interface EventTypeCardProps {
  eventType: EventTypeWithCategories;
  onAdd: () => void;
  onEdit: (category: CategoryRow) => void;
}

/** One event type: its name, an add button, and the table of its categories with an edit button each. */
export function EventTypeCard({ eventType, onAdd, onEdit }: EventTypeCardProps) {
  const columns: TableColumnsType<CategoryRow> = [
    { key: 'name', title: 'Category', dataIndex: 'name' },
    actionColumn<CategoryRow>({
      width: 96,
      render: (_: unknown, category) => (
        <Tooltip title="Edit Category">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit category ${category.name}`}
            onClick={() => onEdit(category)}
          />
        </Tooltip>
      ),
    }),
  ];
  return (
    <Card
      title={eventType.name}
      size="small"
      extra={
        <Button icon={<PlusOutlined />} onClick={onAdd} aria-label={`Add category to ${eventType.name}`}>
          Add Category
        </Button>
      }
    >
      <Table<CategoryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={eventType.categories}
        pagination={false}
        locale={{ emptyText: 'No categories' }}
        aria-label={`Categories of ${eventType.name}`}
      />
    </Card>
  );
}
