import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRowLinks } from '../../crud/use-row-links.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { manageEventPath } from '../events/events-list.ts';
import type { PageProps } from '../page-props.ts';
import { ClaimRangePicker } from './ClaimRangePicker.tsx';
import { downloadClaimsCsv } from './claims-csv.ts';
import { type ClaimReportRow, useClaimDateEdges, useClaimReport } from './claims-report-api.ts';
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

const COLUMNS: TableColumnsType<ClaimReportRow> = CLAIM_REPORT_COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  render: (_: unknown, row: ClaimReportRow) =>
    // The event number is the row's link, so the claim opens from the keyboard and in a new tab too.
    column.key === 'eventNumber' ? (
      <Link to={claimTabPath(row)}>{claimCellText(column, row)}</Link>
    ) : (
      claimCellText(column, row)
    ),
  ...(['deductible', 'adjustment', 'costEstimate'].includes(column.key) ? { align: 'right' as const } : {}),
}));

/**
 * /reports/insuranceClaims (spec 001 §2 'Reports'): the claims of a claim-date range with their
 * events. Nothing is asked until both ends are chosen; clearing the range empties the list.
 */
export function InsuranceClaimsReportPage({ title }: PageProps) {
  const [range, setRange] = useState<ClaimDateRange | null>(null);
  const edges = useClaimDateEdges();
  const report = useClaimReport(range);
  const rowLinks = useRowLinks<ClaimReportRow>(claimTabPath);
  const rows = range ? (report.data?.insuranceClaimsWithEvents ?? []) : [];
  const loading = Boolean(range) && report.isFetching;
  // While the claims load, the spinner speaks: no 'no claims' under it.
  const emptyText = !range ? CLAIM_REPORT_TEXT.selectRange : loading ? ' ' : CLAIM_REPORT_TEXT.noClaims;

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Button icon={<DownloadOutlined />} disabled={rows.length === 0} onClick={() => void downloadClaimsCsv(rows)}>
          Download as CSV
        </Button>
      </Flex>
      <Flex gap="small" align="center" wrap style={{ marginBottom: 16 }}>
        <ClaimRangePicker value={range} onChange={setRange} edges={edges.data} />
        <Tooltip title={claimsExistText(edges.data)}>
          <InfoCircleOutlined role="img" aria-label="Claim dates" style={{ color: '#1677ff' }} />
        </Tooltip>
      </Flex>
      {range && report.data?.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Only the first ${rows.length.toLocaleString('en-US')} claims are shown: choose a shorter date range.`}
        />
      )}
      {range && report.isError ? (
        <Alert
          type="warning"
          showIcon
          message="The claims could not be loaded."
          action={<Button onClick={() => void report.refetch()}>Retry</Button>}
        />
      ) : (
        <Table<ClaimReportRow>
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          dataSource={rows}
          loading={loading}
          aria-label="Insurance Claims"
          onRow={rowLinks}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
    </div>
  );
}
