import {
  ApiOutlined,
  DeleteOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Grid, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import { webhookEndpoints } from '../../../../../schemas/webhook.ts';
import { viewerDateTimeText } from '../../../../domain/common/date-time-text.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { actionColumn } from '../../../crud/action-column.ts';
import { withFeedback } from '../../../feedback/feedback.tsx';
import { webhooksText } from '../../../i18n/en/webhooks.ts';
import { translate, useText } from '../../../i18n/language.ts';
import { useCompanyId } from '../../../session/session-context.ts';
import { showToast } from '../../../session/toasts.ts';
import { SecretDialog } from '../SecretDialog.tsx';
import { AddWebhookModal } from './AddWebhookModal.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';

type WebhookRow = ReplyOf<typeof webhookEndpoints.list>['webhooks'][number];

/** Deletes a webhook after a confirmation naming its address, then `deleted` (the list reloads). */
function confirmDelete(row: WebhookRow, deleted: () => void): void {
  withFeedback(({ modal }) =>
    modal.confirm({
      title: translate(webhooksText, 'deleteTitle', { url: row.url }),
      content: translate(webhooksText, 'deleteContent'),
      okText: translate(webhooksText, 'deleteLabel'),
      okButtonProps: { danger: true },
      cancelText: translate(webhooksText, 'cancel'),
      onOk: async () => {
        const done = await callEndpoint(webhookEndpoints.delete, { params: { id: row.id } }).then(
          () => true,
          () => false,
        );
        if (done) showToast('success', translate(webhooksText, 'deletedToast'));
        deleted();
      },
    }),
  );
}

/**
 * The webhooks of Setup → Integrations (issue 28, 2): the company's endpoints (address, kinds,
 * role, enabled or paused, failing since), 'Add Webhook' whose answer shows the signing secret
 * once, pause / enable, delete after a confirmation, and each endpoint's delivery log.
 */
export function WebhooksSection() {
  const t = useText(webhooksText);
  const companyId = useCompanyId();
  const phone = Grid.useBreakpoint().md === false;
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);
  const list = useQuery({
    queryKey: ['webhooks', companyId],
    queryFn: ({ signal }) =>
      callEndpoint(webhookEndpoints.list, { signal, quiet: true }).then((reply) => reply.webhooks),
    enabled: Boolean(companyId),
    retry: false,
  });

  const setEnabled = async (row: WebhookRow, enabled: boolean) => {
    const done = await callEndpoint(webhookEndpoints.update, { params: { id: row.id }, body: { enabled } }).then(
      () => true,
      () => false,
    );
    if (done) showToast('success', t(enabled ? 'enabledToast' : 'pausedToast'));
    void list.refetch();
  };

  const columns: TableColumnsType<WebhookRow> = [
    {
      key: 'url',
      title: t('url'),
      render: (_: unknown, row) => <span style={{ wordBreak: 'break-all' }}>{row.url}</span>,
    },
    {
      key: 'kinds',
      title: t('kinds'),
      responsive: ['md'],
      render: (_: unknown, row) => (
        <Flex gap={4} wrap>
          {row.kinds.map((kind) => (
            <Tag key={kind}>{t(`kind.${kind}`)}</Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'role', title: t('role'), responsive: ['lg'], render: (_: unknown, row) => row.role?.name ?? t('noRole') },
    {
      key: 'status',
      title: t('status'),
      render: (_: unknown, row) =>
        row.enabled ? (
          <Tag color="green">{t('enabled')}</Tag>
        ) : (
          <Tag color={row.pausedReason === 'failing' ? 'red' : 'default'}>
            {t(row.pausedReason === 'failing' ? 'pausedFailing' : 'paused')}
          </Tag>
        ),
    },
    {
      key: 'failingSince',
      title: t('failingSince'),
      responsive: ['md'],
      render: (_: unknown, row) => (row.failingSince ? viewerDateTimeText(row.failingSince) : t('none')),
    },
    actionColumn<WebhookRow>({
      width: 136,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Tooltip title={t('deliveries')}>
            <Button
              type="text"
              icon={<UnorderedListOutlined />}
              aria-label={t('deliveriesNamed', { url: row.url })}
              onClick={() => setLogOf(row)}
            />
          </Tooltip>
          <Tooltip title={t(row.enabled ? 'pause' : 'enable')}>
            <Button
              type="text"
              icon={row.enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              aria-label={t(row.enabled ? 'pauseNamed' : 'enableNamed', { url: row.url })}
              onClick={() => void setEnabled(row, !row.enabled)}
            />
          </Tooltip>
          <Tooltip title={t('deleteLabel')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('deleteNamed', { url: row.url })}
              onClick={() => confirmDelete(row, () => void list.refetch())}
            />
          </Tooltip>
        </Space>
      ),
    }),
  ];

  return (
    <section aria-labelledby="webhooks-heading" style={{ marginBottom: 32 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 8 }}>
        <h2 id="webhooks-heading" style={{ margin: 0, fontSize: 20 }}>
          <ApiOutlined aria-hidden /> {t('webhooks')}
        </h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('addWebhook')}
        </Button>
      </Flex>
      <p style={{ maxWidth: 720 }}>{t('intro')}</p>
      {list.isError ? <Alert type="error" showIcon message={t('readFailed')} style={{ marginBottom: 16 }} /> : null}
      <Table<WebhookRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('noWebhooks') }}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        scroll={phone ? undefined : { x: 'max-content' }}
      />
      <AddWebhookModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(signingSecret) => {
          setAdding(false);
          setSecret(signingSecret);
          void list.refetch();
        }}
      />
      {secret ? (
        <SecretDialog
          secret={secret}
          words={{
            title: t('secretTitle'),
            warning: t('secretWarning'),
            label: t('secretLabel'),
            copied: t('copied'),
            copyRefused: t('copyRefused'),
          }}
          testId="webhook-secret"
          onClose={() => setSecret(null)}
        />
      ) : null}
      {logOf ? <DeliveryLog webhookId={logOf.id} url={logOf.url} onClose={() => setLogOf(null)} /> : null}
    </section>
  );
}
