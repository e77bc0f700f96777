import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ImportReply } from '../../../../schemas/import.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { useText } from '../../i18n/language.ts';
import { downloadErrors } from './import-files.ts';
import { errorColumnTitle, type ImportErrorRow, importErrorRows } from './import-summary.ts';

/** The table's columns, titled in the app's language (built per render). */
function errorColumns(): TableColumnsType<ImportErrorRow> {
  return [
    { key: 'row', title: errorColumnTitle('row'), dataIndex: 'row', width: 70 },
    { key: 'column', title: errorColumnTitle('column'), dataIndex: 'column' },
    { key: 'value', title: errorColumnTitle('value'), dataIndex: 'value' },
    // Wide enough to read, and wrapping: on a phone the other columns stay in view.
    { key: 'message', title: errorColumnTitle('message'), dataIndex: 'message', width: 240 },
  ];
}

/** The rows with errors (row number as the spreadsheet shows it, column by its title), paged, and as a CSV file. */
export function ImportErrors({ resource, errors }: { resource: ImportResource; errors: ImportReply['errors'] }) {
  const t = useText(csvImportText);
  if (errors.length === 0) return null;
  const rows = importErrorRows(resource, errors);
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text strong>{t('errors')}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadErrors(resource, rows)}>
          {t('downloadErrors')}
        </Button>
      </Flex>
      <Table<ImportErrorRow>
        aria-label={t('errors')}
        size="small"
        rowKey="key"
        columns={errorColumns()}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        // At 390 px the table scrolls inside the modal, not the page.
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
