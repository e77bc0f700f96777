import { Button, Result } from 'antd';
import { redirectToSignIn } from '../../session/auth-actions.ts';

/** The callback's failure screen: antd's Result (large status illustrations), loaded only when shown. */
export function SignInFailed({ error }: { error: string }) {
  return (
    <Result
      status="warning"
      title="Sign-in could not be completed"
      subTitle={error}
      extra={
        <Button type="primary" onClick={() => void redirectToSignIn({ pathname: '/', search: '', hash: '' })}>
          Sign in again
        </Button>
      }
    />
  );
}
