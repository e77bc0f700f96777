import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { importColumns } from '../../../domain/import/columns.ts';
import { IMPORT_LIMITS } from '../../../domain/import/limits.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { downloadTemplate } from './import-files.ts';
import { isCsvFileName } from './import-flow.ts';

interface FileStepProps {
  resource: ImportResource;
  /** Why the last file picked cannot be imported. */
  problem: string | null;
  onPick: (file: File) => void;
}

const LIMITS = `At most ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows and ${IMPORT_LIMITS.bytes / 1024 / 1024} MB.`;

/**
 * Step 1: 'Download a template' and the file picker (click or drag and drop, `.csv` only). The
 * file is only read here, for its header; nothing is uploaded until 'Check file'.
 */
export function FileStep({ resource, problem, onPick }: FileStepProps) {
  const titles = importColumns(resource).map((column) => column.title);
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        The first row of the file holds the column titles: {titles.join(', ')}.{' '}
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void downloadTemplate(resource)}
          style={{ paddingInline: 0 }}
        >
          Download a template
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
        <p className="ant-upload-text">Click or drag a CSV file here</p>
        <p className="ant-upload-hint">Nothing is uploaded until you check the file. {LIMITS}</p>
      </Upload.Dragger>
      {problem && <Alert type="error" showIcon message={problem} />}
    </Flex>
  );
}
