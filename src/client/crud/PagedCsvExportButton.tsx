import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import { type PagedCsvExport, usePagedCsvExport } from './use-paged-csv-export.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 'Download CSV' of a list without an export endpoint (see PagedCsvExport), read page by page in
 * the browser with a progress dialog that can cancel.
 */
export function PagedCsvExportButton<Row extends { id?: unknown }>(props: PagedCsvExport<Row>) {
  const { start, cancel, progress, running } = usePagedCsvExport(props);
  const t = useText(crudText);
  const total = progress?.total;
  const percent = total ? Math.min(100, Math.floor(((progress?.done ?? 0) / total) * 100)) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void start()} loading={running}>
        {t('downloadCsv')}
      </Button>
      <Modal
        open={running}
        title={t('downloadCsv')}
        closable={false}
        maskClosable={false}
        footer={
          <Button onClick={cancel} danger>
            {t('cancel')}
          </Button>
        }
      >
        <Flex vertical gap="small">
          {/* Until the last pages the server knows only that more rows follow: no percentage then. */}
          {total === undefined ? (
            <Spin aria-label={t('csvProgress')} />
          ) : (
            <Progress percent={percent} status="active" aria-label={t('csvProgress')} />
          )}
          <Typography.Text type="secondary">
            {total === undefined
              ? t('rowsRead', { done: count(progress?.done ?? 0) })
              : t('rowsReadOfTotal', { done: count(progress?.done ?? 0), total: count(total) })}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
