import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import { type CsvExport, useCsvExport } from './use-csv-export.ts';

/** 'Download CSV' of what a list shows (its export endpoint: see CsvExport); busy while the download is being asked for. */
export function CsvExportButton(props: CsvExport) {
  const { start, running } = useCsvExport(props);
  const t = useText(crudText);
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void start()} loading={running} disabled={running}>
      {t('downloadCsv')}
    </Button>
  );
}
