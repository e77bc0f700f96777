import { Modal, Typography } from 'antd';
import { sessionText } from '../i18n/en/session.ts';
import { useText } from '../i18n/language.ts';
import { CompanyPicker } from './CompanyPicker.tsx';

/** Blocking 'Select your company to begin' (spec 000 §2): no close button, no mask or Esc close. */
export function CompanyChooserModal({ open }: { open: boolean }) {
  const t = useText(sessionText);
  return (
    <Modal
      open={open}
      title={t('chooserTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      destroyOnHidden
      centered
    >
      <Typography.Paragraph type="secondary">{t('chooserIntro')}</Typography.Paragraph>
      <CompanyPicker />
    </Modal>
  );
}
