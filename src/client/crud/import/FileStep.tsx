import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { importColumns } from '../../../domain/import/columns.ts';
import { IMPORT_LIMITS } from '../../../domain/import/limits.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { useText } from '../../i18n/language.ts';
import { downloadTemplate } from './import-files.ts';
import { isCsvFileName } from './import-flow.ts';

interface FileStepProps {
  resource: ImportResource;
  /** Why the last file picked cannot be imported. */
  problem: string | null;
  onPick: (file: File) => void;
}

/** The file's limits, as the hint says them (US numbers). */
const LIMITS = { rows: IMPORT_LIMITS.rows.toLocaleString('en-US'), megabytes: IMPORT_LIMITS.bytes / 1024 / 1024 };

/**
 * Step 1: 'Download a template' and the file picker (click or drag and drop, `.csv` only). The
 * file is only read here, for its header; nothing is uploaded until 'Check file'.
 */
export function FileStep({ resource, problem, onPick }: FileStepProps) {
  const t = useText(csvImportText);
  const titles = importColumns(resource).map((column) => column.title);
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('columnTitles', { titles: titles.join(', ') })}{' '}
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void downloadTemplate(resource)}
          style={{ paddingInline: 0 }}
        >
          {t('downloadTemplate')}
        </Button>
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".csv"
        multiple={false}
        showUploadList={false}
        // Read in the browser, never sent from here: the upload is the dry run's.
        beforeUpload={(file) => {
          onPick(file);
          return false;
        }}
        // A dropped file that is not .csv never reaches beforeUpload (accept filters it): say why instead.
        onDrop={(event) => {
          const [dropped] = event.dataTransfer.files;
          if (dropped && !isCsvFileName(dropped.name)) onPick(dropped);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('dropFile')}</p>
        <p className="ant-upload-hint">{t('uploadHint', LIMITS)}</p>
      </Upload.Dragger>
      {problem && <Alert type="error" showIcon message={problem} />}
    </Flex>
  );
}
