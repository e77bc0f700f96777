import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { firstRunText } from '../../i18n/en/first-run.ts';
import { useText } from '../../i18n/language.ts';
import { redirectToSignIn } from '../../session/auth-actions.ts';
import { FirstRunFrame } from './FirstRunFrame.tsx';

/** The first run answered 404: someone else finished setting up the installation first. */
export function AlreadySetUp() {
  const t = useText(firstRunText);
  return (
    <FirstRunFrame icon={<CheckCircleOutlined />} title={t('alreadySetUpTitle')}>
      <Typography.Paragraph>{t('alreadySetUp')}</Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        block
        onClick={() => void redirectToSignIn({ pathname: '/', search: '', hash: '' })}
      >
        {t('signIn')}
      </Button>
    </FirstRunFrame>
  );
}
