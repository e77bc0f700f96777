import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { claimFormPath } from '../../../domain/claims/claim-form.ts';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { claimStatusName, claimTypeName } from '../events/value-names.ts';
import { type Claim, useClaims } from './claims-api.ts';

/** The costs shown, in order: each amount of the claim with the catalogue key of its label. */
const COSTS = [
  { key: 'recoverableDepreciation', labelKey: 'recoverableDepreciation' },
  { key: 'deductible', labelKey: 'deductible' },
  { key: 'costEstimate', labelKey: 'costEstimate' },
  { key: 'mitigationCost', labelKey: 'mitigationCost' },
  { key: 'repairCost', labelKey: 'repairCost' },
  { key: 'businessInterruptionCost', labelKey: 'businessInterruptionCost' },
  { key: 'damageRelatedExpenseTotal', labelKey: 'damageRelatedExpenses' },
  { key: 'settlementAmount', labelKey: 'settlementAmount' },
  { key: 'totalLoss', labelKey: 'totalLoss' },
  { key: 'adjustment', labelKey: 'adjustment' },
] as const satisfies readonly { key: keyof Claim; labelKey: keyof typeof claimsText.en }[];

/** One claim as the Claim tab shows it (spec 001 §3 'Claim (display)'), with its Edit link. */
function ClaimCard({ claim, propertyId }: { claim: Claim; propertyId: string }) {
  const t = useText(claimsText);
  const facts = [
    [t('claimNumber'), claim.claimNumber],
    [t('status'), claimStatusName(claim.claimStatus)],
    [t('claimType'), claimTypeName(claim.claimType)],
    [t('claimDate'), calendarDateText(claim.claimDate)],
    [t('insuranceCompany'), claim.insuranceCompany],
    // The spec's display shows the insurance company here (a defect, spec 001 §3); we show the number.
    [t('policyNumber'), claim.policyNumber],
    [t('adjusterName'), claim.adjusterName],
    [t('adjusterEmail'), claim.adjusterWorkEmail],
    [t('contactNumber'), claim.contactNumber],
    [t('reason'), claim.reason],
    [t('determinedCause'), claim.determinedCause],
    [t('notes'), claim.notes],
  ] as const;
  return (
    <Card
      size="small"
      title={claim.title}
      extra={
        <Link
          to={claimFormPath(claim.eventId, propertyId, claim.id)}
          aria-label={t('editClaimNamed', { title: claim.title })}
        >
          <EditOutlined /> {t('edit')}
        </Link>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Descriptions
            size="small"
            column={1}
            items={facts.map(([label, value]) => ({ key: label, label, children: value || '--' }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Descriptions
            size="small"
            column={1}
            bordered
            title={t('costs')}
            items={COSTS.map(({ key, labelKey }) => ({
              key,
              label: t(labelKey),
              children: <span data-testid={`claim-${key}`}>{formatUsd(claim[key])}</span>,
            }))}
          />
        </Col>
      </Row>
    </Card>
  );
}

/** The Claim tab (spec 001 §2): the event's claims, each with Edit; Create Claim only when there are none. */
export function ClaimsTab({ eventId, propertyId }: { eventId: string; propertyId: string }) {
  const t = useText(claimsText);
  const claims = useClaims(eventId);
  const navigate = useNavigate();
  if (claims.isPending) return <Spin />;
  if (!claims.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('claimsNotLoaded')}
        action={<Button onClick={() => void claims.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (claims.data.length === 0) {
    return (
      <Empty description={t('noClaims')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(claimFormPath(eventId, propertyId))}>
          {t('createClaim')}
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap="middle">
      {claims.data.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} propertyId={propertyId} />
      ))}
    </Flex>
  );
}
