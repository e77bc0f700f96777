import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sessionText } from '../i18n/en/session.ts';
import { slot, withElements } from '../i18n/inline-elements.tsx';
import { useText } from '../i18n/language.ts';
import { useSession } from './session-context.ts';

/** Blocking 'Unrecognized User Name' for a login with zero companies (spec 000 §2 Home); it cannot be closed. */
export function UnrecognizedUserModal({ open }: { open: boolean }) {
  const { userProfile, actions } = useSession();
  const t = useText(sessionText);
  const [leaving, setLeaving] = useState(false);
  const userName = userProfile?.email || userProfile?.name || t('unrecognizedSomeone');

  return (
    <Modal
      open={open}
      title={t('unrecognizedTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      footer={
        <Button
          type="primary"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void actions.signInAsDifferentUser();
          }}
        >
          {t('signInAsDifferentUser')}
        </Button>
      }
    >
      <Typography.Paragraph>
        {withElements(t('unrecognizedUser', { userName: slot('userName') }), {
          userName: <Typography.Text strong>{userName}</Typography.Text>,
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('contactAdministrator')}</Typography.Paragraph>
    </Modal>
  );
}
