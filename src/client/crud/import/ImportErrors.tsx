import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ImportReply } from '../../../../schemas/import.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { downloadErrors } from './import-files.ts';
import { type ImportErrorRow, importErrorRows } from './import-summary.ts';

const COLUMNS: TableColumnsType<ImportErrorRow> = [
  { key: 'row', title: 'Row', dataIndex: 'row', width: 70 },
  { key: 'column', title: 'Column', dataIndex: 'column' },
  { key: 'value', title: 'Value', dataIndex: 'value' },
  // Wide enough to read, and wrapping: on a phone the other columns stay in view.
  { key: 'message', title: 'Message', dataIndex: 'message', width: 240 },
];

/** The rows with errors (row number as the spreadsheet shows it, column by its title), paged, and as a CSV file. */
export function ImportErrors({ resource, errors }: { resource: ImportResource; errors: ImportReply['errors'] }) {
  if (errors.length === 0) return null;
  const rows = importErrorRows(resource, errors);
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text strong>Errors</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadErrors(resource, rows)}>
          Download errors as CSV
        </Button>
      </Flex>
      <Table<ImportErrorRow>
        aria-label="Errors"
        size="small"
        rowKey="key"
        columns={COLUMNS}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        // At 390 px the table scrolls inside the modal, not the page.
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
