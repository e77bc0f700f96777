import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, type TableColumnsType, Tooltip } from 'antd';
import type { EventTypeWithCategories } from '../../../../schemas/event-category.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { eventCategoriesText } from '../../i18n/en/event-categories.ts';
import { useText } from '../../i18n/language.ts';

type CategoryRow = EventTypeWithCategories['categories'][number];

interface EventTypeCardProps {
  eventType: EventTypeWithCategories;
  onAdd: () => void;
  onEdit: (category: CategoryRow) => void;
}

/** One event type: its name, an add button, and the table of its categories with an edit button each. */
export function EventTypeCard({ eventType, onAdd, onEdit }: EventTypeCardProps) {
  const t = useText(eventCategoriesText);
  const columns: TableColumnsType<CategoryRow> = [
    { key: 'name', title: t('category'), dataIndex: 'name' },
    actionColumn<CategoryRow>({
      width: 96,
      render: (_: unknown, category) => (
        <Tooltip title={t('editCategory')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('editCategoryNamed', { name: category.name })}
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
        <Button icon={<PlusOutlined />} onClick={onAdd} aria-label={t('addCategoryTo', { type: eventType.name })}>
          {t('addCategory')}
        </Button>
      }
    >
      <Table<CategoryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={eventType.categories}
        pagination={false}
        locale={{ emptyText: t('noCategories') }}
        aria-label={t('categoriesOf', { type: eventType.name })}
      />
    </Card>
  );
}
