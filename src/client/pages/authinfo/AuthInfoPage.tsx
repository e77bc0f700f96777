import { Alert, Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { authInfoText } from '../../i18n/en/auth-info.ts';
import { useText } from '../../i18n/language.ts';
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
  const t = useText(authInfoText);

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
      showToast('success', t('tokenRefreshed'));
    } catch (error) {
      showToast('error', t('refreshFailed', { reason: error instanceof Error ? error.message : t('unknownError') }));
    }
    await load();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(user.access_token);
      showToast('success', t('tokenCopied'));
    } catch {
      showToast('error', t('copyRefused'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle style={{ margin: 0, fontSize: 20 }}>{title}</PageTitle>}
        extra={
          <Space wrap>
            <Button onClick={() => void refresh()}>{t('refresh')}</Button>
            <Button type="primary" onClick={() => void copy()}>
              {t('copyToken')}
            </Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('name')}>{userProfile?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{userProfile?.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('subject')}>{user.profile.sub}</Descriptions.Item>
          <Descriptions.Item label={t('expiresIn')}>
            <TokenCountdown token={user.access_token} />
          </Descriptions.Item>
          <Descriptions.Item label={t('currentCompany')}>{currentCompany?.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('refreshToken')}>
            {user.refresh_token ? t('present') : t('none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('permissions')} span={{ xs: 1, md: 2 }}>
            {permissions.length ? permissions.map((name) => <Tag key={name}>{name}</Tag>) : t('none')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ClaimsTable caption={t('accessTokenClaims')} claims={decodeJwtPayload(user.access_token) ?? {}} />
      <ClaimsTable caption={t('idTokenClaims')} claims={{ ...user.profile }} />
    </Flex>
  );
}
