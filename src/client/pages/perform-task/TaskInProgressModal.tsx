import { Button, Modal, Typography } from 'antd';
import { performTaskText } from '../../i18n/en/perform-task.ts';
import { useText } from '../../i18n/language.ts';

/** 'Task In Progress' (spec 002 §2.4): shown once when a task already begun is resumed. */
export function TaskInProgressModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(performTaskText);
  return (
    <Modal
      title={t('resumeTitle')}
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" size="large" onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('resume')}</Typography.Paragraph>
    </Modal>
  );
}
