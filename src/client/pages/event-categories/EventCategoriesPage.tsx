import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import type { EventTypeWithCategories } from '../../../../schemas/event-category.ts';
import { SearchBox } from '../../crud/SearchBox.tsx';
import { useListTable } from '../../crud/use-list-table.ts';
import { eventCategoriesText } from '../../i18n/en/event-categories.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../../widgets/search-term.ts';
import type { PageProps } from '../page-props.ts';
import { CategoryModal } from './CategoryModal.tsx';
import {
  type CategoryDraft,
  directionOf,
  EVENT_TYPES_PAGE_SIZE,
  eventTypesListOptions,
  eventTypesSort,
  sortLabel,
  toggleDirection,
} from './category-rules.ts';
import { EventTypeCard } from './EventTypeCard.tsx';

/**
 * /setup/categories (spec 001 §2 "Event Categories"): the heading, a sort toggle, a search box
 * with Clear, and each event type with its categories, an add button per type, an edit button
 * per category and the Add/Edit Category modal. Event types come with the company.
 */
export function EventCategoriesPage({ title }: PageProps) {
  const t = useText(eventCategoriesText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  // Server-paged, sorted and searched through Refine's data provider; a new search or order starts at page 1.
  const list = useListTable<EventTypeWithCategories>(eventTypesListOptions(search));
  const { isPending, isError, isFetching, refetch } = list.query;
  const direction = directionOf(list.sorters);

  return (
    <div>
      <PageTitle style={{ marginTop: 0, marginBottom: 16 }}>{title}</PageTitle>
      <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
        <Button
          icon={direction === 'asc' ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
          onClick={() => list.sortBy([eventTypesSort(toggleDirection(direction))])}
          aria-label={t('sortBy', { order: sortLabel(direction) })}
        >
          {sortLabel(direction)}
        </Button>
        <SearchBox value={searchText} onChange={setSearchText} />
      </Flex>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
        />
      ) : list.rows.length === 0 ? (
        <Empty description={t(search ? 'noMatch' : 'noTypes')} />
      ) : (
        <Flex vertical gap="middle" style={{ opacity: isFetching ? 0.6 : 1 }}>
          {list.rows.map((eventType) => (
            <EventTypeCard
              key={eventType.id}
              eventType={eventType}
              onAdd={() => setDraft({ typeId: eventType.id, typeName: eventType.name, category: null })}
              onEdit={(category) => setDraft({ typeId: eventType.id, typeName: eventType.name, category })}
            />
          ))}
          {list.pager.total > EVENT_TYPES_PAGE_SIZE && (
            <Pagination align="end" {...list.pager} onChange={list.setCurrentPage} showSizeChanger={false} />
          )}
        </Flex>
      )}
      {draft && (
        <CategoryModal
          key={`${draft.typeId}:${draft.category?.id ?? 'new'}`}
          draft={draft}
          onClose={() => setDraft(null)}
        />
      )}
    </div>
  );
}
