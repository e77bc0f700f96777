import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Grid, Input, Select, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import { DELIVERY_STATUSES, type DeliveryRow, type DeliveryStatus } from '../../../../schemas/subscription/replies.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { type DeliveriesFilter, deliveriesFilterOf, deliveriesPath } from './deliveries-filter.ts';
import { deliveryStatusDetail, deliveryTime } from './delivery-text.ts';
import { SUBSCRIPTION_PATHS } from './subscription-paths.ts';
import { actionTypeName, valueName } from './subscription-words.ts';

type Text = TextOf<(typeof subscriptionsText)['en']>;

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  Pending: 'blue',
  Sent: 'green',
  Failed: 'red',
  Skipped: 'default',
};
const ALL_STATES = 'all';

function StatusTag({ row }: { row: DeliveryRow }) {
  const tag = <Tag color={STATUS_COLORS[row.status]}>{valueName('delivery', row.status)}</Tag>;
  const detail = deliveryStatusDetail(row);
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
}

function EventLink({ row }: { row: DeliveryRow }) {
  const t = useText(subscriptionsText);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Link to={`/eventManage/${row.eventId}`}>{row.eventNumber ? `#${row.eventNumber}` : t('event')}</Link>{' '}
      {actionTypeName(row.actionType)}
    </span>
  );
}

function Recipient({ row }: { row: DeliveryRow }) {
  return (
    <Flex vertical>
      <span>{row.recipientName}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {valueName('media', row.mediaType === 'Email' ? 'Email' : 'Text')}: {row.address}
      </Typography.Text>
      {row.status === 'Skipped' && row.lastError && (
        <Typography.Text type="secondary" italic style={{ fontSize: 12, maxWidth: 240 }}>
          {row.lastError}
        </Typography.Text>
      )}
    </Flex>
  );
}

function Message({ row }: { row: DeliveryRow }) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.subject }} style={{ margin: 0, maxWidth: 320 }}>
      {row.subject}
    </Typography.Paragraph>
  );
}

/** The columns of a wide screen; on a phone one column stacks the same facts, so nothing scrolls sideways. */
const columnsIn = (t: Text): TableColumnsType<DeliveryRow> => [
  {
    key: 'createdUtc',
    title: t('when'),
    responsive: ['sm'],
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{deliveryTime(row.createdUtc, row)}</span>,
  },
  { key: 'subscriptionName', title: t('subscription'), dataIndex: 'subscriptionName', responsive: ['sm'] },
  { key: 'event', title: t('event'), responsive: ['sm'], render: (_, row) => <EventLink row={row} /> },
  { key: 'recipient', title: t('to'), responsive: ['sm'], render: (_, row) => <Recipient row={row} /> },
  { key: 'status', title: t('status'), width: 120, responsive: ['sm'], render: (_, row) => <StatusTag row={row} /> },
  { key: 'subject', title: t('message'), responsive: ['sm'], render: (_, row) => <Message row={row} /> },
  {
    key: 'delivery',
    title: t('delivery'),
    responsive: ['xs'],
    render: (_, row) => (
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap="small">
          <Typography.Text type="secondary">{deliveryTime(row.createdUtc, row)}</Typography.Text>
          <StatusTag row={row} />
        </Flex>
        <Typography.Text strong>{row.subscriptionName}</Typography.Text>
        <EventLink row={row} />
        <Recipient row={row} />
        <Message row={row} />
      </Flex>
    ),
  },
];

/** The name of the subscription the page is narrowed to (its deliveries may be none yet). */
function useSubscriptionName(id: string | undefined) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['subscriptions', companyId, 'name', id],
    queryFn: ({ signal }) =>
      callEndpoint(subscriptionEndpoints.detail, { params: { id: id ?? '' }, signal }).then(
        (reply) => reply.subscription.name,
      ),
    enabled: Boolean(companyId && id),
    staleTime: 60_000,
  });
}

/**
 * Deliveries (beyond the spec): what the subscriptions sent, to whom, how and when, newest first,
 * the failures after the retries, and who was skipped on purpose and why (the status tag's
 * tooltip and, on a skipped row, the reason under the recipient), for whoever manages subscriptions. Searched by recipient
 * ("why didn't I get told?"), narrowed to a state or to one subscription (from its row in the
 * list); the state and subscription stay in the address.
 */
export function DeliveriesPage({ title }: PageProps) {
  usePageTitle(title);
  const t = useText(subscriptionsText);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filter = deliveriesFilterOf(params);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const narrow = (next: DeliveriesFilter) => navigate(deliveriesPath(next), { replace: true });
  const subscriptionName = useSubscriptionName(filter.subscriptionId);
  const table = useListTable<DeliveryRow>({
    resource: 'subscriptionDeliveries',
    meta: listOf(subscriptionEndpoints.deliveries),
    pageSize: 25,
    defaultSort: { field: 'createdUtc', order: 'desc' },
    filters: [
      ...searchFilters(search),
      { field: 'subscriptionId', operator: 'eq', value: filter.subscriptionId },
      { field: 'status', operator: 'eq', value: filter.status },
    ],
  });
  const filtered = Boolean(search || filter.subscriptionId || filter.status);
  const phone = Grid.useBreakpoint().sm === false;

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Flex gap="small" wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(SUBSCRIPTION_PATHS.list)}>
            {t('subscriptionsLink')}
          </Button>
          <Button icon={<ReloadOutlined />} loading={table.query.isFetching} onClick={() => void table.query.refetch()}>
            {t('refresh')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('searchByRecipient')}
          aria-label={t('searchDeliveries')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ width: 320, maxWidth: '100%' }}
        />
        <Select<DeliveryStatus | typeof ALL_STATES>
          aria-label={t('status')}
          value={filter.status ?? ALL_STATES}
          onChange={(status) => narrow({ ...filter, status: status === ALL_STATES ? undefined : status })}
          options={[
            { value: ALL_STATES, label: t('anyStatus') },
            ...DELIVERY_STATUSES.map((status) => ({ value: status, label: valueName('delivery', status) })),
          ]}
          style={{ width: 140 }}
        />
        {filter.subscriptionId && (
          <Tag
            closable
            onClose={() => narrow({ ...filter, subscriptionId: undefined })}
            style={{ fontSize: 14, padding: '4px 8px', marginInlineEnd: 0 }}
          >
            {t('subscriptionFilter', { name: subscriptionName.data ?? '…' })}
          </Tag>
        )}
      </Flex>
      <Table<DeliveryRow>
        rowKey="id"
        columns={columnsIn(t)}
        dataSource={table.rows}
        loading={table.query.isFetching && !table.rows}
        onChange={table.onTableChange}
        locale={{ emptyText: filtered ? t('noDeliveriesMatch') : t('nothingSent') }}
        // A phone shows the one stacked column at the screen's width; wider screens scroll the table, not the page.
        scroll={phone ? undefined : { x: 'max-content' }}
        pagination={table.pager}
      />
    </div>
  );
}
