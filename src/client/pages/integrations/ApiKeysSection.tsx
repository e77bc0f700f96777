import { KeyOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Grid, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { apiKeyEndpoints } from '../../../../schemas/api-key.ts';
import { viewerDateTimeText } from '../../../domain/common/date-time-text.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { integrationsText } from '../../i18n/en/integrations.ts';
import { translate, useText } from '../../i18n/language.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { showToast } from '../../session/toasts.ts';
import { type ApiKeyRow, apiKeyStatus } from './api-key-rows.ts';
import { CreateApiKeyModal } from './CreateApiKeyModal.tsx';
import { SecretDialog } from './SecretDialog.tsx';

const STATUS_COLOURS = { active: 'green', revoked: 'red', expired: 'default' } as const;

/** Revokes a key after a confirmation naming it, then `revoked` (the list reloads). */
function confirmRevoke(row: ApiKeyRow, revoked: () => void): void {
  withFeedback(({ modal }) =>
    modal.confirm({
      title: translate(integrationsText, 'revokeTitle', { name: row.name }),
      content: translate(integrationsText, 'revokeContent'),
      okText: translate(integrationsText, 'revoke'),
      okButtonProps: { danger: true },
      cancelText: translate(integrationsText, 'cancel'),
      onOk: async () => {
        const done = await callEndpoint(apiKeyEndpoints.revoke, { params: { id: row.id } }).then(
          () => true,
          () => false,
        );
        if (done) showToast('success', translate(integrationsText, 'revokedToast', { name: row.name }));
        revoked();
      },
    }),
  );
}

/**
 * The API keys of Setup → Integrations (issue 28): the company's keys (name, the secret's first
 * characters, role, who made it, last use, expiry, status), 'Create API Key' (name, role, optional
 * expiry) whose answer shows the secret once, and 'Revoke' after a confirmation.
 */
export function ApiKeysSection() {
  const t = useText(integrationsText);
  const companyId = useCompanyId();
  const phone = Grid.useBreakpoint().md === false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const keys = useQuery({
    queryKey: ['apikeys', companyId],
    queryFn: ({ signal }) => callEndpoint(apiKeyEndpoints.list, { signal, quiet: true }).then((reply) => reply.apiKeys),
    enabled: Boolean(companyId),
    retry: false,
  });
  const now = new Date();
  const when = (value: string | null) => (value ? viewerDateTimeText(value) : t('never'));

  const columns: TableColumnsType<ApiKeyRow> = [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    {
      key: 'prefix',
      title: t('prefix'),
      dataIndex: 'prefix',
      responsive: ['sm'],
      render: (prefix: string) => <code>{prefix}…</code>,
    },
    // A phone shows name, status and actions; the rest from 576 px up (or by scrolling the table).
    { key: 'role', title: t('role'), responsive: ['sm'], render: (_: unknown, row) => row.role.name },
    {
      key: 'createdBy',
      title: t('createdBy'),
      responsive: ['lg'],
      render: (_: unknown, row) => row.createdBy?.name ?? t('nobody'),
    },
    { key: 'lastUsed', title: t('lastUsed'), responsive: ['md'], render: (_: unknown, row) => when(row.lastUsedAt) },
    { key: 'expires', title: t('expires'), responsive: ['md'], render: (_: unknown, row) => when(row.expiresAt) },
    {
      key: 'status',
      title: t('status'),
      render: (_: unknown, row) => {
        const status = apiKeyStatus(row, now);
        return <Tag color={STATUS_COLOURS[status]}>{t(status)}</Tag>;
      },
    },
    actionColumn<ApiKeyRow>({
      width: 80,
      render: (_: unknown, row) =>
        row.revokedAt ? null : (
          <Tooltip title={t('revoke')}>
            <Button
              type="text"
              danger
              icon={<StopOutlined />}
              aria-label={t('revokeNamed', { name: row.name })}
              onClick={() => confirmRevoke(row, () => void keys.refetch())}
            />
          </Tooltip>
        ),
    }),
  ];

  return (
    <section aria-labelledby="api-keys-heading" style={{ marginBottom: 32 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 8 }}>
        <h2 id="api-keys-heading" style={{ margin: 0, fontSize: 20 }}>
          <KeyOutlined aria-hidden /> {t('apiKeys')}
        </h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('createApiKey')}
        </Button>
      </Flex>
      <p style={{ maxWidth: 720 }}>
        {t('apiKeysIntro')}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t('apiDocs')}
        </a>
      </p>
      {keys.isError ? <Alert type="error" showIcon message={t('readFailed')} style={{ marginBottom: 16 }} /> : null}
      <Table<ApiKeyRow>
        rowKey="id"
        columns={columns}
        dataSource={keys.data ?? []}
        loading={keys.isFetching}
        locale={{ emptyText: t('noApiKeys') }}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        // A wide table scrolls inside itself, never the page.
        scroll={{ x: 'max-content' }}
      />
      <CreateApiKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(name, secret) => {
          setCreating(false);
          setCreated({ name, secret });
          void keys.refetch();
        }}
      />
      {created ? (
        <SecretDialog
          secret={created.secret}
          words={{
            title: t('secretTitle', { name: created.name }),
            warning: t('secretWarning'),
            label: t('secretLabel'),
            copied: t('copied'),
            copyRefused: t('copyRefused'),
          }}
          testId="api-key-secret"
          onClose={() => setCreated(null)}
        />
      ) : null}
    </section>
  );
}
