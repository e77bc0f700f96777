import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { auditEndpoints } from '../../../../schemas/audit.ts';
import { type AuditRow, auditActorText } from '../../../../schemas/lists/audit.ts';
import { personEndpoints } from '../../../../schemas/person/endpoints.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { viewerDateTimeText } from '../../../domain/common/date-time-text.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { CsvExportButton } from '../../crud/CsvExportButton.tsx';
import { download } from '../../crud/download-csv.ts';
import { auditText } from '../../i18n/en/audit.ts';
import { translate, useText } from '../../i18n/language.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';

const PAGE_SIZE = 25;

interface Filters {
  personId?: string;
  recordId?: string;
  kind?: string;
  dates?: [Dayjs, Dayjs] | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's query of the filters: an id or kind only when well formed, days from the start of the first to the end of the last. */
function queryOf(filters: Filters) {
  const recordId = filters.recordId?.trim();
  const kind = filters.kind?.trim();
  return {
    ...(filters.personId ? { personId: filters.personId } : {}),
    ...(recordId && UUID.test(recordId) ? { recordId } : {}),
    ...(kind && /^[A-Za-z.]+$/.test(kind) ? { kind } : {}),
    ...(filters.dates
      ? {
          occurredFrom: filters.dates[0].startOf('day').toISOString(),
          occurredTo: filters.dates[1].add(1, 'day').startOf('day').toISOString(),
        }
      : {}),
  };
}

type Check = ReplyOf<typeof auditEndpoints.verify>;

function checkText(check: Check): string {
  if (check.ok) return translate(auditText, 'intact', { count: check.count, seq: check.headSeq ?? 0 });
  const why = { gap: 'whyGap', previousHash: 'whyPreviousHash', hash: 'whyHash' } as const;
  return translate(auditText, 'broken', {
    seq: check.brokenAtSeq ?? 0,
    why: translate(auditText, why[check.reason ?? 'hash']),
  });
}

/** The people of the company by name, searched on the server, for the person filter. */
function PersonFilter({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const t = useText(auditText);
  const [search, setSearch] = useState('');
  const people = useQuery({
    queryKey: ['audit-people', search],
    queryFn: ({ signal }) =>
      callEndpoint(personEndpoints.lookup, {
        signal,
        quiet: true,
        query: { sortBy: 'name', sortDirection: 'asc', pageSize: 20, ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const options = (people.data?.people ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`,
  }));
  return (
    <Select<string>
      aria-label={t('person')}
      placeholder={t('anyPerson')}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      options={options}
      loading={people.isFetching}
      style={{ minWidth: 200, flex: '1 1 200px' }}
    />
  );
}

/**
 * Setup → Audit Trail (issue 28, 3; docs/integrations.md 'Audit trail'): the company's sealed entries, newest
 * first, filtered by person, record, kind and dates; the CSV and the signed JSON; Verify walks
 * the chain on the server and says whether it holds or where it breaks. Needs manageIntegrations.
 */
export function AuditTrailPage({ title }: PageProps) {
  usePageTitle(title);
  const t = useText(auditText);
  const companyId = useCompanyId();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [check, setCheck] = useState<Check | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [signing, setSigning] = useState(false);
  const query = queryOf(filters);
  const entries = useQuery({
    queryKey: ['audit', companyId, query, page],
    queryFn: ({ signal }) =>
      callEndpoint(auditEndpoints.list, { signal, quiet: true, query: { ...query, page, pageSize: PAGE_SIZE } }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const change = (next: Filters) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  const verify = async () => {
    setVerifying(true);
    try {
      setCheck(await callEndpoint(auditEndpoints.verify));
      void entries.refetch();
    } finally {
      setVerifying(false);
    }
  };
  const downloadSigned = async () => {
    setSigning(true);
    try {
      const doc = await callEndpoint(auditEndpoints.signedExport);
      const name = `audit-trail-${new Date().toISOString().slice(0, 10)}.json`;
      download(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), name);
    } finally {
      setSigning(false);
    }
  };

  const columns: TableColumnsType<AuditRow> = [
    { key: 'seq', title: '#', dataIndex: 'seq', width: 70 },
    { key: 'time', title: t('time'), render: (_: unknown, row) => viewerDateTimeText(row.occurredAt) },
    {
      key: 'actor',
      title: t('actor'),
      responsive: ['sm'],
      render: (_: unknown, row) => auditActorText(row, translate) || t('nobody'),
    },
    { key: 'kind', title: t('kind'), render: (_: unknown, row) => <code>{row.type}</code> },
    {
      key: 'record',
      title: t('record'),
      responsive: ['md'],
      render: (_: unknown, row) => (row.subjectId ? <code>{row.subjectId}</code> : ''),
    },
  ];

  return (
    <div style={{ maxWidth: 1100 }}>
      <PageTitle>{title}</PageTitle>
      <p style={{ maxWidth: 720 }}>{t('intro')}</p>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <PersonFilter value={filters.personId} onChange={(personId) => change({ personId })} />
        <Input
          aria-label={t('recordId')}
          placeholder={t('recordId')}
          value={filters.recordId}
          onChange={(event) => change({ recordId: event.target.value })}
          allowClear
          style={{ flex: '1 1 200px', minWidth: 200 }}
        />
        <Input
          aria-label={t('kindFilter')}
          placeholder={t('kindFilter')}
          value={filters.kind}
          onChange={(event) => change({ kind: event.target.value })}
          allowClear
          style={{ flex: '1 1 180px', minWidth: 180 }}
        />
        <DatePicker.RangePicker
          aria-label={t('dates')}
          value={filters.dates ?? null}
          onChange={(dates) => change({ dates: dates?.[0] && dates[1] ? [dates[0], dates[1]] : null })}
          style={{ flex: '1 1 240px', minWidth: 240 }}
        />
        <Button onClick={() => change({ personId: undefined, recordId: '', kind: '', dates: null })}>
          {t('clear')}
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => void verify()} loading={verifying}>
          {t('verify')}
        </Button>
        <CsvExportButton endpoint={auditEndpoints.export} query={{ sortBy: 'seq', sortDirection: 'desc', ...query }} />
        <Button icon={<DownloadOutlined />} onClick={() => void downloadSigned()} loading={signing}>
          {t('downloadJson')}
        </Button>
      </Flex>
      {check && (
        <Alert
          role="status"
          type={check.ok ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          message={checkText(check)}
          description={
            check.ok && check.headHash ? (
              <span style={{ wordBreak: 'break-all' }}>
                {t('head')}: <code>{check.headHash}</code>
              </span>
            ) : undefined
          }
        />
      )}
      {entries.isError && <Alert type="error" showIcon message={t('failed')} style={{ marginBottom: 12 }} />}
      <Table<AuditRow>
        rowKey="seq"
        size="small"
        columns={columns}
        dataSource={entries.data?.entries ?? []}
        loading={entries.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
