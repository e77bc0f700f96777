import { Button, Flex, Progress, Typography } from 'antd';

interface RunProgressProps {
  /** How much of the file is sent; null once all of it is and the server works through the rows. */
  percent: number | null;
  /** What the server does once the file is there: 'checks every row', 'writes the rows'. */
  serverWork: string;
  /** What a Cancel means, when it means more than stopping. */
  note?: string;
  onCancel: () => void;
}

/** A call's progress: the upload's percentage, then the server at work; a Cancel beside it. */
export function RunProgress({ percent, serverWork, note, onCancel }: RunProgressProps) {
  return (
    <Flex vertical gap="small">
      <Progress percent={percent ?? 100} status="active" aria-label="Import progress" />
      <Typography.Text role="status">
        {percent === null ? `The file is sent; the server ${serverWork}...` : `Sending the file: ${percent}%`}
      </Typography.Text>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      <Flex justify="start">
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Flex>
  );
}
