import { Button, Card, Descriptions, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { profileText } from '../../i18n/en/profile.ts';
import { useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';

/**
 * /profile: name and e-mail; 'Pick Your Company' only with more than one company (spec 000 §2);
 * the person's language (issue 27); with the embedded provider, the password card (issue 22).
 */
export function ProfilePage({ title }: PageProps) {
  const { userProfile, companies, currentCompany, positionName, config } = useSession();
  const navigate = useNavigate();
  const t = useText(profileText);
  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle style={{ margin: 0, fontSize: 20 }}>{title}</PageTitle>}
        extra={
          companies.length > 1 ? (
            <Button type="primary" onClick={() => navigate('/pickCompanyOfInterest')}>
              {t('pickYourCompany')}
            </Button>
          ) : null
        }
        style={{ maxWidth: 720 }}
      >
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label={t('name')}>{userProfile?.name}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{userProfile?.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('company')}>{currentCompany?.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('role')}>{positionName ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <LanguageCard />
      {config?.embeddedProvider ? <ChangePasswordCard /> : null}
    </Flex>
  );
}
