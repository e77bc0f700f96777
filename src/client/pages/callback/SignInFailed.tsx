import { Button, Result } from 'antd';
import { sessionText } from '../../i18n/en/session.ts';
import { useText } from '../../i18n/language.ts';
import { redirectToSignIn } from '../../session/auth-actions.ts';

/** The callback's failure screen: antd's Result (large status illustrations), loaded only when shown. */
export function SignInFailed({ error }: { error: string }) {
  const t = useText(sessionText);
  return (
    <Result
      status="warning"
      title={t('signInFailedTitle')}
      subTitle={error}
      extra={
        <Button type="primary" onClick={() => void redirectToSignIn({ pathname: '/', search: '', hash: '' })}>
          {t('signInAgain')}
        </Button>
      }
    />
  );
}
