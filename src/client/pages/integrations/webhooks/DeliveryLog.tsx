import { RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Grid, Modal, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import { webhookEndpoints } from '../../../../../schemas/webhook.ts';
import { viewerDateTimeText } from '../../../../domain/common/date-time-text.ts';
import type { WebhookDeliveryStatus } from '../../../../domain/webhooks/kinds.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { actionColumn } from '../../../crud/action-column.ts';
import { webhooksText } from '../../../i18n/en/webhooks.ts';
import { useText } from '../../../i18n/language.ts';
import { showToast } from '../../../session/toasts.ts';

type DeliveryRow = ReplyOf<typeof webhookEndpoints.deliveries>['deliveries'][number];

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gold',
  succeeded: 'green',
  failed: 'red',
};

/**
 * One webhook's delivery log, newest first, a page at a time: when, kind, status, the last
 * answer's code and time, attempts and the next retry, and 'Resend' (the same body again).
 */
export function DeliveryLog({ webhookId, url, onClose }: { webhookId: string; url: string; onClose: () => void }) {
  const t = useText(webhooksText);
  const phone = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['webhook-deliveries', webhookId, page],
    queryFn: ({ signal }) =>
      callEndpoint(webhookEndpoints.deliveries, {
        params: { id: webhookId },
        query: { page, pageSize: PAGE_SIZE },
        signal,
        quiet: true,
      }),
    retry: false,
  });
  const when = (value: string | null) => (value ? viewerDateTimeText(value) : t('none'));
  const resend = async (row: DeliveryRow) => {
    const done = await callEndpoint(webhookEndpoints.resend, { params: { id: webhookId, deliveryId: row.id } }).then(
      () => true,
      () => false,
    );
    if (done) showToast('success', t('resentToast'));
    setPage(1);
    void log.refetch();
  };

  const columns: TableColumnsType<DeliveryRow> = [
    { key: 'created', title: t('created'), render: (_: unknown, row) => when(row.createdAt) },
    { key: 'kind', title: t('kind'), responsive: ['md'], render: (_: unknown, row) => t(`kind.${row.kind}`) },
    {
      key: 'status',
      title: t('status'),
      render: (_: unknown, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`delivery.${row.status}`)}</Tag>,
    },
    {
      key: 'responseCode',
      title: t('responseCode'),
      render: (_: unknown, row) =>
        row.responseCode !== null ? (
          row.responseCode
        ) : (
          <span title={row.error ?? undefined}>{row.error ?? t('none')}</span>
        ),
    },
    {
      key: 'duration',
      title: t('duration'),
      responsive: ['md'],
      render: (_: unknown, row) => (row.durationMs !== null ? t('durationMs', { ms: row.durationMs }) : t('none')),
    },
    { key: 'attempts', title: t('attempts'), responsive: ['lg'], dataIndex: 'attempts' },
    { key: 'next', title: t('nextRetry'), responsive: ['sm'], render: (_: unknown, row) => when(row.nextAttemptAt) },
    actionColumn<DeliveryRow>({
      width: 64,
      render: (_: unknown, row) => (
        <Tooltip title={t('resend')}>
          <Button
            type="text"
            icon={<RedoOutlined />}
            aria-label={t('resendNamed', { when: when(row.createdAt) })}
            onClick={() => void resend(row)}
          />
        </Tooltip>
      ),
    }),
  ];

  return (
    <Modal
      open
      title={t('deliveriesNamed', { url })}
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {log.isError ? (
        <Alert type="error" showIcon message={t('deliveriesReadFailed')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<DeliveryRow>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.deliveries ?? []}
        loading={log.isFetching}
        locale={{ emptyText: t('noDeliveries') }}
        size={phone ? 'small' : 'middle'}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
