import { Alert, Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { decodeJwtPayload } from '../../rules/token-expiry.ts';
import { useSession } from '../../session/session-context.ts';
import { showToast } from '../../session/toasts.ts';
import { storedUser } from '../../session/tokens.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import type { PageProps } from '../page-props.ts';
import { ClaimsTable } from './ClaimsTable.tsx';
import { TokenCountdown } from './TokenCountdown.tsx';
import { loadToken, type TokenLoad, tokenProblem } from './token-load.ts';

/** /authinfo (debug): who is signed in, the token's countdown and claims, company and permissions. */
export function AuthInfoPage({ title }: PageProps) {
  const { userProfile, currentCompany, permissions, actions } = useSession();
  const [loaded, setLoaded] = useState<TokenLoad>({ kind: 'loading' });

  const load = useCallback(async () => setLoaded(await loadToken(storedUser)), []);
  useEffect(() => void load(), [load]);

  if (loaded.kind === 'loading') return <PageLoading />;
  if (loaded.kind !== 'loaded' || !loaded.user) {
    const problem = tokenProblem(loaded);
    return (
      problem && <Alert type={problem.type} showIcon message={problem.message} description={problem.description} />
    );
  }
  const { user } = loaded;

  const refresh = async () => {
    try {
      await actions.refreshToken();
      showToast('success', 'Token refreshed.');
    } catch (error) {
      showToast('error', `Token refresh failed: ${error instanceof Error ? error.message : 'Unknown error'}`);
    }
    await load();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(user.access_token);
      showToast('success', 'Access token copied.');
    } catch {
      showToast('error', 'Copying to the clipboard is not allowed here.');
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle style={{ margin: 0, fontSize: 20 }}>{title}</PageTitle>}
        extra={
          <Space wrap>
            <Button onClick={() => void refresh()}>Refresh</Button>
            <Button type="primary" onClick={() => void copy()}>
              Copy token
            </Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="Name">{userProfile?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="E-mail">{userProfile?.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="Subject">{user.profile.sub}</Descriptions.Item>
          <Descriptions.Item label="Token expires in">
            <TokenCountdown token={user.access_token} />
          </Descriptions.Item>
          <Descriptions.Item label="Current company">{currentCompany?.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Refresh token">{user.refresh_token ? 'Present' : 'None'}</Descriptions.Item>
          <Descriptions.Item label="Permissions" span={{ xs: 1, md: 2 }}>
            {permissions.length ? permissions.map((name) => <Tag key={name}>{name}</Tag>) : 'None'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ClaimsTable caption="Access token claims" claims={decodeJwtPayload(user.access_token) ?? {}} />
      <ClaimsTable caption="ID token claims" claims={{ ...user.profile }} />
    </Flex>
  );
}
