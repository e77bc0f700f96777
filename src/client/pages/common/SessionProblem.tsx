import { Button, Result, Space } from 'antd';
import { sessionText } from '../../i18n/en/session.ts';
import { useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';

/** The session could not be set up (server unreachable, login not recorded): retry or log out. */
export function SessionProblem() {
  const { error, userProfile, actions } = useSession();
  const t = useText(sessionText);
  return (
    <Result
      status="warning"
      title={<PageTitle>{t('problemTitle')}</PageTitle>}
      subTitle={error ?? t('unknownError')}
      extra={
        <Space>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('tryAgain')}
          </Button>
          {userProfile ? <Button onClick={() => void actions.logout()}>{t('logOut')}</Button> : null}
        </Space>
      }
    />
  );
}
