import { Button, Flex, Progress, Typography } from 'antd';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { useText } from '../../i18n/language.ts';

interface RunProgressProps {
  /** How much of the file is sent; null once all of it is and the server works through the rows. */
  percent: number | null;
  /** What the server does once the file is there: checks every row (the dry run), or writes the rows. */
  serverWork: 'checks' | 'writes';
  /** What a Cancel means, when it means more than stopping. */
  note?: string;
  onCancel: () => void;
}

/** A call's progress: the upload's percentage, then the server at work; a Cancel beside it. */
export function RunProgress({ percent, serverWork, note, onCancel }: RunProgressProps) {
  const t = useText(csvImportText);
  return (
    <Flex vertical gap="small">
      <Progress percent={percent ?? 100} status="active" aria-label={t('progressLabel')} />
      <Typography.Text role="status">
        {percent === null
          ? t(serverWork === 'checks' ? 'serverChecks' : 'serverWrites')
          : t('sendingFile', { percent })}
      </Typography.Text>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      <Flex justify="start">
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Flex>
    </Flex>
  );
}
