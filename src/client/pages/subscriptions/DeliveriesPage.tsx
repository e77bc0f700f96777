import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type DeliveryRow, type DeliveryStatus, subscriptionEndpoints } from '../../../../schemas/subscription.ts';
import { actionTypeLabel } from '../../../domain/subscription.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { listOf } from '../../providers/data-provider.ts';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { deliveryStatusDetail, localDateTime as when } from './delivery-text.ts';
import { SUBSCRIPTION_PATHS } from './subscription-paths.ts';

const STATUS_COLORS: Record<DeliveryStatus, string> = { Pending: 'blue', Sent: 'green', Failed: 'red' };

const columns: TableColumnsType<DeliveryRow> = [
  {
    key: 'createdUtc',
    title: 'When',
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{when(row.createdUtc)}</span>,
  },
  { key: 'subscriptionName', title: 'Subscription', dataIndex: 'subscriptionName' },
  {
    key: 'event',
    title: 'Event',
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Link to={`/eventManage/${row.eventId}`}>{row.eventNumber ? `#${row.eventNumber}` : 'Event'}</Link>{' '}
        {actionTypeLabel(row.actionType)}
      </span>
    ),
  },
  {
    key: 'recipient',
    title: 'To',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.recipientName}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.mediaType === 'Email' ? 'Email' : 'Text'}: {row.address}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    width: 120,
    render: (_, row) => {
      const tag = <Tag color={STATUS_COLORS[row.status]}>{row.status}</Tag>;
      const detail = deliveryStatusDetail(row);
      return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
    },
  },
  {
    key: 'subject',
    title: 'Message',
    render: (_, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.subject }} style={{ margin: 0, maxWidth: 420 }}>
        {row.subject}
      </Typography.Paragraph>
    ),
  },
];

/**
 * Deliveries (beyond the spec): what the subscriptions sent, to whom, how and when, newest first,
 * and the failures after the retries, for whoever manages subscriptions.
 */
export function DeliveriesPage({ title }: PageProps) {
  usePageTitle(title);
  const navigate = useNavigate();
  const table = useListTable<DeliveryRow>({
    resource: 'subscriptionDeliveries',
    meta: listOf(subscriptionEndpoints.deliveries),
    pageSize: 25,
    defaultSort: { field: 'createdUtc', order: 'desc' },
    filters: [],
  });

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap="small" wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(SUBSCRIPTION_PATHS.list)}>
            Subscriptions
          </Button>
          <Button icon={<ReloadOutlined />} loading={table.query.isFetching} onClick={() => void table.query.refetch()}>
            Refresh
          </Button>
        </Flex>
      </Flex>
      <Table<DeliveryRow>
        rowKey="id"
        columns={columns}
        dataSource={table.rows}
        loading={table.query.isFetching && !table.rows}
        onChange={table.onTableChange}
        locale={{ emptyText: 'Nothing has been sent yet' }}
        scroll={{ x: 'max-content' }}
        pagination={table.pager}
      />
    </div>
  );
}
