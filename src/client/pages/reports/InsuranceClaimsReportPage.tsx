import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { columnTitle } from '../../crud/column-title.ts';
import { pagerTotal } from '../../crud/pager-total.ts';
import { useCsvExport } from '../../crud/use-csv-export.ts';
import { useRowLinks } from '../../crud/use-row-links.ts';
import { reportsText } from '../../i18n/en/reports.ts';
import { translate, useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { manageEventPath } from '../events/events-list.ts';
import type { PageProps } from '../page-props.ts';
import { ClaimRangePicker } from './ClaimRangePicker.tsx';
import { claimsCsvExport } from './claims-csv.ts';
import { type ClaimPage, type ClaimReportRow, useClaimDateEdges, useClaimReport } from './claims-report-api.ts';
import {
  CLAIM_REPORT_COLUMNS,
  CLAIM_REPORT_TEXT,
  type ClaimDateRange,
  claimCellText,
  claimsExistText,
} from './report-rows.ts';

/** Where a claim row leads: its event's Claim tab. */
function claimTabPath(row: ClaimReportRow): string {
  return `${manageEventPath(row.eventId)}/claims`;
}

/** The columns, built per render: their titles in the language spoken (the CSV export's, shared with the server). */
const columnsNow = (): TableColumnsType<ClaimReportRow> =>
  CLAIM_REPORT_COLUMNS.map((column) => ({
    key: column.key,
    title: columnTitle(column),
    render: (_: unknown, row: ClaimReportRow) =>
      // The event number is the row's link, so the claim opens from the keyboard and in a new tab too.
      column.key === 'eventNumber' ? (
        <Link to={claimTabPath(row)}>{claimCellText(column, row, translate)}</Link>
      ) : (
        claimCellText(column, row, translate)
      ),
    ...(['deductible', 'adjustment', 'costEstimate'].includes(column.key) ? { align: 'right' as const } : {}),
  }));

const FIRST_PAGE: ClaimPage = { page: 1, pageSize: 25 };
const PAGE_SIZES = [25, 50, 100];

/** 'Download as CSV': every claim of the range, written by the server; off while there are none. */
function DownloadClaims({ range, disabled }: { range: ClaimDateRange | null; disabled: boolean }) {
  const t = useText(reportsText);
  const csv = useCsvExport(claimsCsvExport(range ?? { from: '', to: '' }));
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={disabled || !range || csv.running}
      loading={csv.running}
      onClick={() => void csv.start()}
    >
      {t('downloadCsv')}
    </Button>
  );
}

/**
 * /reports/insuranceClaims (spec 001 §2 'Reports'): the claims of a claim-date range with their
 * events, paged on the server. Nothing is asked until both ends are chosen; a new range starts at
 * its first page; clearing the range empties the list.
 */
export function InsuranceClaimsReportPage({ title }: PageProps) {
  const t = useText(reportsText);
  const [range, setRange] = useState<ClaimDateRange | null>(null);
  const [paging, setPaging] = useState<ClaimPage>(FIRST_PAGE);
  const edges = useClaimDateEdges();
  const report = useClaimReport(range, paging);
  const rowLinks = useRowLinks<ClaimReportRow>(claimTabPath);
  const rows = range ? (report.data?.insuranceClaimsWithEvents ?? []) : [];
  const total = range ? (report.data?.total ?? 0) : 0;
  const loading = Boolean(range) && report.isFetching;
  // While the claims load, the spinner speaks: no 'no claims' under it.
  const emptyText = !range ? CLAIM_REPORT_TEXT.selectRange : loading ? ' ' : CLAIM_REPORT_TEXT.noClaims;

  const chooseRange = (next: ClaimDateRange | null) => {
    setRange(next);
    setPaging((current) => ({ ...FIRST_PAGE, pageSize: current.pageSize }));
  };
  const onChange: TableProps<ClaimReportRow>['onChange'] = (pagination) => {
    const pageSize = pagination.pageSize ?? paging.pageSize;
    setPaging({ page: pageSize === paging.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <DownloadClaims range={range} disabled={total === 0} />
      </Flex>
      <Flex gap="small" align="center" wrap style={{ marginBottom: 16 }}>
        <ClaimRangePicker value={range} onChange={chooseRange} edges={edges.data} />
        <Tooltip title={claimsExistText(edges.data)}>
          <InfoCircleOutlined role="img" aria-label={t('claimDates')} style={{ color: '#1677ff' }} />
        </Tooltip>
      </Flex>
      {range && report.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('claimsNotLoaded')}
          action={<Button onClick={() => void report.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<ClaimReportRow>
          rowKey="id"
          size="middle"
          columns={columnsNow()}
          dataSource={rows}
          loading={loading}
          aria-label={t('insuranceClaims')}
          onRow={rowLinks}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            ...pagerTotal(range ? report.data : undefined),
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            hideOnSinglePage: total <= (PAGE_SIZES[0] ?? 0),
          }}
        />
      )}
    </div>
  );
}
