import { Button, Result, Space } from 'antd';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';

/** The session could not be set up (server unreachable, login not recorded): retry or log out. */
export function SessionProblem() {
  const { error, userProfile, actions } = useSession();
  return (
    <Result
      status="warning"
      title={<PageTitle>We could not start your session</PageTitle>}
      subTitle={error ?? 'Unknown error'}
      extra={
        <Space>
          <Button type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          {userProfile ? <Button onClick={() => void actions.logout()}>Log out</Button> : null}
        </Space>
      }
    />
  );
}
