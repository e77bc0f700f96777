import { Button, Card, Descriptions, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';

/**
 * /profile: name and e-mail; 'Pick Your Company' only with more than one company (spec 000 §2);
 * with the embedded provider, the password card (issue 22).
 */
export function ProfilePage({ title }: PageProps) {
  const { userProfile, companies, currentCompany, positionName, config } = useSession();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Card
        title={<PageTitle style={{ margin: 0, fontSize: 20 }}>{title}</PageTitle>}
        extra={
          companies.length > 1 ? (
            <Button type="primary" onClick={() => navigate('/pickCompanyOfInterest')}>
              Pick Your Company
            </Button>
          ) : null
        }
        style={{ maxWidth: 720 }}
      >
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="Name">{userProfile?.name}</Descriptions.Item>
          <Descriptions.Item label="E-mail">{userProfile?.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="Company">{currentCompany?.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Role">{positionName ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {config?.embeddedProvider ? <ChangePasswordCard /> : null}
    </Flex>
  );
}
