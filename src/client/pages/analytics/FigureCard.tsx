import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Skeleton, Table } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { downloadCsv } from '../../crud/download-csv.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { useText } from '../../i18n/language.ts';
import type { ChartKind } from './AnalyticsChart.tsx';
import type { ChartFigures, FigureTable } from './analytics-charts.ts';
import { tableLines } from './analytics-tables.ts';

const AnalyticsChart = lazy(() => import('./AnalyticsChart.tsx').then((m) => ({ default: m.AnalyticsChart })));

const CHART_HEIGHT = 240;

interface Props {
  title: string;
  figures: ChartFigures;
  kind: ChartKind;
  /** The CSV file's name before the date ('events-by-type'). */
  fileName: string;
  /** What the empty card says instead of drawing blank axes. */
  empty: string;
  /** A line of figures above the chart (totals, rates). */
  summary?: ReactNode;
}

/** Read by screen readers (the table's name), not drawn: the card's title already shows it. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // At the table's corner: left where the caption would flow it, it widens the page on a phone.
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function csvColumns(table: FigureTable) {
  return table.columns.map((column) => ({
    title: column.title,
    text: (row: Record<string, string>) => row[column.key] ?? '',
  }));
}

/** A line of the table: a row's cells, or a run of empty periods in words across every column. */
type Line = Record<string, string> & { rowKey: string; none?: string };

/** The figures as a table, empty periods run together (analytics-tables.ts). */
function FiguresTable({ title, table }: { title: string; table: FigureTable }) {
  const lines = tableLines(table).map(
    (line, index): Line =>
      // Keyed by position: two properties may share a name.
      line.kind === 'row' ? { ...line.cells, rowKey: String(index) } : { rowKey: String(index), none: line.text },
  );
  const span = table.columns.length;
  return (
    <Table<Line>
      size="small"
      rowKey="rowKey"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content', y: 240 }}
      caption={<span style={VISUALLY_HIDDEN}>{title}</span>}
      columns={table.columns.map((column, index) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        align: column.numeric ? ('right' as const) : ('left' as const),
        ...(index === 0 ? { render: (value: string, line: Line) => line.none ?? value } : {}),
        onCell: (line: Line) => (line.none === undefined ? {} : { colSpan: index === 0 ? span : 0 }),
      }))}
    />
  );
}

/**
 * One chart of the dashboard in a card: the chart, its figures as a table under it (the
 * accessible alternative), folded away until asked for, and 'Download CSV' of every period; an
 * empty state when there is nothing to draw.
 */
export function FigureCard({ title, figures, kind, fileName, empty, summary }: Props) {
  const t = useText(analyticsText);
  const { table } = figures;
  return (
    <Card
      title={title}
      size="small"
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={!figures.hasData}
          onClick={() => void downloadCsv(fileName, csvColumns(table), table.rows)}
          aria-label={t('downloadCsvOf', { title })}
        >
          {t('downloadCsv')}
        </Button>
      }
      style={{ height: '100%' }}
    >
      {figures.hasData ? (
        <>
          {summary}
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
            <AnalyticsChart
              kind={kind}
              points={figures.points}
              height={CHART_HEIGHT}
              label={t('chartLabel', { title })}
            />
          </Suspense>
          <Collapse
            size="small"
            ghost
            items={[
              { key: 'table', label: t('tableOfFigures'), children: <FiguresTable title={title} table={table} /> },
            ]}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </Card>
  );
}
