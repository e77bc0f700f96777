import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { type PagedCsvExport, usePagedCsvExport } from './use-paged-csv-export.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 'Download CSV' of a list without an export endpoint (see PagedCsvExport), read page by page in
 * the browser with a progress dialog that can cancel.
 */
export function PagedCsvExportButton<Row extends { id?: unknown }>(props: PagedCsvExport<Row>) {
  const { start, cancel, progress, running } = usePagedCsvExport(props);
  const total = progress?.total;
  const percent = total ? Math.min(100, Math.floor(((progress?.done ?? 0) / total) * 100)) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void start()} loading={running}>
        Download CSV
      </Button>
      <Modal
        open={running}
        title="Download CSV"
        closable={false}
        maskClosable={false}
        footer={
          <Button onClick={cancel} danger>
            Cancel
          </Button>
        }
      >
        <Flex vertical gap="small">
          {/* Until the last pages the server knows only that more rows follow: no percentage then. */}
          {total === undefined ? (
            <Spin aria-label="CSV progress" />
          ) : (
            <Progress percent={percent} status="active" aria-label="CSV progress" />
          )}
          <Typography.Text type="secondary">
            {total === undefined
              ? `${count(progress?.done ?? 0)} rows read...`
              : `${count(progress?.done ?? 0)} of ${count(total)} rows read...`}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
