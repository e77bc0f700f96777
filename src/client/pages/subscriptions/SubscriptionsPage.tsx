import { DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Input, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { translate, useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { confirmDeleteSubscription } from './confirm-delete-subscription.ts';
import { deliveriesPath } from './deliveries-filter.ts';
import { SUBSCRIPTION_PATHS } from './subscription-paths.ts';

interface SubscriptionRow {
  id: string;
  name: string;
  lastSentUtc: string | null;
}

/**
 * Notification Subscriptions (spec 002 §2.6): 'Add Subscription', then the server-paged table of
 * Name, Status (always Active) and Actions (edit; what it sent; delete after the confirmation, then reload).
 * A link leads to the Deliveries (what was sent).
 */
export function SubscriptionsPage({ title, resource }: PageProps) {
  usePageTitle(title);
  const t = useText(subscriptionsText);
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const phone = Grid.useBreakpoint().sm === false;
  const table = useListTable<SubscriptionRow>({
    resource: resource ?? 'subscriptions',
    meta: listOf(subscriptionEndpoints.list),
    pageSize: 25,
    defaultSort: { field: 'name', order: 'asc' },
    filters: searchFilters(search),
    hidePagerWhenOnePage: true,
  });

  const columns: TableColumnsType<SubscriptionRow> = [
    {
      key: 'name',
      title: t('name'),
      dataIndex: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name', table.sorters),
      sortDirections: SORT_DIRECTIONS,
      render: (name: string, row) => <Link to={SUBSCRIPTION_PATHS.editor(row.id)}>{name}</Link>,
    },
    {
      key: 'status',
      title: t('status'),
      width: 110,
      // Always Active: a phone gives its width to the actions instead.
      responsive: ['sm'],
      render: () => <Tag color="green">{translate(apiMessagesText, 'subscriptionListStatus')}</Tag>,
    },
    actionColumn<SubscriptionRow>({
      width: 150,
      render: (_: unknown, row) => (
        <Flex gap="small" style={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={t('edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('editNamed', { name: row.name })}
              onClick={() => navigate(SUBSCRIPTION_PATHS.editor(row.id))}
            />
          </Tooltip>
          <Tooltip title={t('deliveries')}>
            <Button
              type="text"
              icon={<SendOutlined />}
              aria-label={t('deliveriesOf', { name: row.name })}
              onClick={() => navigate(deliveriesPath({ subscriptionId: row.id }))}
            />
          </Tooltip>
          <Tooltip title={t('delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('deleteNamed', { name: row.name })}
              onClick={() => confirmDeleteSubscription(row, () => void table.query.refetch())}
            />
          </Tooltip>
        </Flex>
      ),
    }),
  ];

  return (
    <div style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Flex gap="small" wrap>
          <Button icon={<SendOutlined />} onClick={() => navigate(SUBSCRIPTION_PATHS.deliveries)}>
            {t('deliveries')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SUBSCRIPTION_PATHS.editor())}>
            {t('addSubscription')}
          </Button>
        </Flex>
      </Flex>
      <Input.Search
        allowClear
        placeholder={t('searchByName')}
        aria-label={t('searchSubscriptions')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <Table<SubscriptionRow>
        rowKey="id"
        columns={columns}
        dataSource={table.rows}
        loading={table.query.isFetching}
        onChange={table.onTableChange}
        locale={{ emptyText: search ? t('noSubscriptionsMatch') : t('noSubscriptions') }}
        // On a phone names wrap beside the actions; wider screens scroll the table, not the page.
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={table.pager}
      />
    </div>
  );
}
