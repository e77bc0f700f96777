import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Table } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { type InsurancePolicyRow, insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { translate, useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { INSURANCE_PATHS } from './insurance-paths.ts';
import { policyColumns } from './policy-columns.tsx';
import { StatementOfValues } from './StatementOfValues.tsx';

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '--' : value;

/**
 * Property/Policy Details (spec 002 §2.13): 'Back to properties', the Property Information card,
 * the Policy Information card (Add Policy with the property preset, its policies, 'No policies')
 * and the property's Statement of Values.
 */
export function PropertyPolicyDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useText(insuranceText);
  const companyId = useSession().currentCompany?.companyId;
  const details = useQuery({
    queryKey: ['propertyPolicyDetails', companyId, id],
    queryFn: ({ signal }) => callEndpoint(insurancePolicyEndpoints.propertyDetails, { params: { id }, signal }),
    enabled: Boolean(companyId && id),
    gcTime: 0,
  });
  const back = (
    <Link to={INSURANCE_PATHS.properties}>
      <ArrowLeftOutlined /> {t('backToProperties')}
    </Link>
  );
  if (!id || details.isError)
    return (
      <Result
        status="warning"
        title={<PageTitle>{t('propertyPolicyDetails')}</PageTitle>}
        subTitle={t('propertyNotLoaded')}
        extra={back}
      />
    );
  const property = details.data?.details;
  return (
    <Flex vertical gap="middle">
      {back}
      <PageTitle style={{ margin: 0 }}>{property?.name ?? t('propertyPolicyDetails')}</PageTitle>
      <Card title={t('propertyInformation')}>
        {!property ? (
          <Skeleton active />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('nameDba')}>{property.name}</Descriptions.Item>
            <Descriptions.Item label={t('legalEntityName')}>{shown(property.legalEntityName)}</Descriptions.Item>
            <Descriptions.Item label={t('streetAddress')}>{shown(property.streetAddress)}</Descriptions.Item>
            <Descriptions.Item label={t('mailingAddress')}>{shown(property.mailingAddress)}</Descriptions.Item>
            <Descriptions.Item label={t('city')}>{shown(property.city)}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>{shown(property.state)}</Descriptions.Item>
            <Descriptions.Item label={t('zipCode')}>{shown(property.postalCode)}</Descriptions.Item>
            <Descriptions.Item label={t('unitCount')}>{property.unitCount}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card
        title={t('policyInformation')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(INSURANCE_PATHS.form(undefined, id))}>
            {t('addPolicy')}
          </Button>
        }
      >
        <Table<InsurancePolicyRow>
          rowKey="id"
          size="small"
          loading={details.isPending}
          columns={policyColumns(t, { fromPropertyId: id, omit: ['number'] })}
          dataSource={property?.policies ?? []}
          locale={{ emptyText: translate(apiMessagesText, 'policyNoPolicies') }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <StatementOfValues propertyId={id} />
    </Flex>
  );
}
