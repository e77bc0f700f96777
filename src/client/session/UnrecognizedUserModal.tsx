import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from './session-context.ts';

/** Blocking 'Unrecognized User Name' for a login with zero companies (spec 000 §2 Home); it cannot be closed. */
export function UnrecognizedUserModal({ open }: { open: boolean }) {
  const { userProfile, actions } = useSession();
  const [leaving, setLeaving] = useState(false);
  const userName = userProfile?.email || userProfile?.name || 'you signed in with';

  return (
    <Modal
      open={open}
      title="Unrecognized User Name"
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
          Log in again with a different user name
        </Button>
      }
    >
      <Typography.Paragraph>
        The user name <Typography.Text strong>{userName}</Typography.Text> is not associated with an account.
      </Typography.Paragraph>
      <Typography.Paragraph>Please contact your account administrator to be given access.</Typography.Paragraph>
    </Modal>
  );
}
