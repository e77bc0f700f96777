import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type CsvExport, useCsvExport } from './use-csv-export.ts';

/** 'Download CSV' of what a list shows (its export endpoint: see CsvExport); busy while the download is being asked for. */
export function CsvExportButton(props: CsvExport) {
  const { start, running } = useCsvExport(props);
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void start()} loading={running} disabled={running}>
      Download CSV
    </Button>
  );
}
