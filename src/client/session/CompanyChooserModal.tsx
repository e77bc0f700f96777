import { Modal, Typography } from 'antd';
import { CompanyPicker } from './CompanyPicker.tsx';

/** Blocking 'Select your company to begin' (spec 000 §2): no close button, no mask or Esc close. */
export function CompanyChooserModal({ open }: { open: boolean }) {
  return (
    <Modal
      open={open}
      title="Select your company to begin"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      destroyOnHidden
      centered
    >
      <Typography.Paragraph type="secondary">
        Your user name belongs to several companies. Choose the one to work in; you can switch later from your profile.
      </Typography.Paragraph>
      <CompanyPicker />
    </Modal>
  );
}
