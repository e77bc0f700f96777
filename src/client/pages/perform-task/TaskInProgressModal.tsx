import { Button, Modal, Typography } from 'antd';
import { PERFORM_TEXT } from './perform-text.ts';

/** 'Task In Progress' (spec 002 §2.4): shown once when a task already begun is resumed. */
export function TaskInProgressModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      title={PERFORM_TEXT.resumeTitle}
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" size="large" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph>{PERFORM_TEXT.resume}</Typography.Paragraph>
    </Modal>
  );
}
