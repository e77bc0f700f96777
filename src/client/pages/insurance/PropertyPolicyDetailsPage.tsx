import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Table } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { type InsurancePolicyRow, insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { POLICY_MESSAGES } from '../../../domain/claims/insurance-policy.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
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
  const companyId = useSession().currentCompany?.companyId;
  const details = useQuery({
    queryKey: ['propertyPolicyDetails', companyId, id],
    queryFn: ({ signal }) => callEndpoint(insurancePolicyEndpoints.propertyDetails, { params: { id }, signal }),
    enabled: Boolean(companyId && id),
    gcTime: 0,
  });
  const back = (
    <Link to={INSURANCE_PATHS.properties}>
      <ArrowLeftOutlined /> Back to properties
    </Link>
  );
  if (!id || details.isError)
    return (
      <Result
        status="warning"
        title={<PageTitle>Property/Policy Details</PageTitle>}
        subTitle="This property could not be loaded."
        extra={back}
      />
    );
  const property = details.data?.details;
  return (
    <Flex vertical gap="middle">
      {back}
      <PageTitle style={{ margin: 0 }}>{property?.name ?? 'Property/Policy Details'}</PageTitle>
      <Card title="Property Information">
        {!property ? (
          <Skeleton active />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Name (DBA)">{property.name}</Descriptions.Item>
            <Descriptions.Item label="Legal Entity Name">{shown(property.legalEntityName)}</Descriptions.Item>
            <Descriptions.Item label="Street Address">{shown(property.streetAddress)}</Descriptions.Item>
            <Descriptions.Item label="Mailing Address">{shown(property.mailingAddress)}</Descriptions.Item>
            <Descriptions.Item label="City">{shown(property.city)}</Descriptions.Item>
            <Descriptions.Item label="State">{shown(property.state)}</Descriptions.Item>
            <Descriptions.Item label="Zip Code">{shown(property.postalCode)}</Descriptions.Item>
            <Descriptions.Item label="Unit Count">{property.unitCount}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card
        title="Policy Information"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(INSURANCE_PATHS.form(undefined, id))}>
            Add Policy
          </Button>
        }
      >
        <Table<InsurancePolicyRow>
          rowKey="id"
          size="small"
          loading={details.isPending}
          columns={policyColumns({ fromPropertyId: id, omit: ['number'] })}
          dataSource={property?.policies ?? []}
          locale={{ emptyText: POLICY_MESSAGES.noPolicies }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <StatementOfValues propertyId={id} />
    </Flex>
  );
}
