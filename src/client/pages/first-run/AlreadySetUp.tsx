import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { redirectToSignIn } from '../../session/auth-actions.ts';
import { FirstRunFrame } from './FirstRunFrame.tsx';

/** The first run answered 404: someone else finished setting up the installation first. */
export function AlreadySetUp() {
  return (
    <FirstRunFrame icon={<CheckCircleOutlined />} title="Already set up">
      <Typography.Paragraph>
        This installation is already set up: someone finished setting up a company first. Sign in with the account you
        were invited with, or ask its administrator for an invitation.
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        block
        onClick={() => void redirectToSignIn({ pathname: '/', search: '', hash: '' })}
      >
        Sign in
      </Button>
    </FirstRunFrame>
  );
}
