import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { claimFormPath } from '../../../domain/claims/claim-form.ts';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { type Claim, useClaims } from './claims-api.ts';

const COSTS: { key: keyof Claim; label: string }[] = [
  { key: 'recoverableDepreciation', label: 'Recoverable Depreciation' },
  { key: 'deductible', label: 'Deductible' },
  { key: 'costEstimate', label: 'Cost Estimate' },
  { key: 'mitigationCost', label: 'Mitigation Cost' },
  { key: 'repairCost', label: 'Repair Cost' },
  { key: 'businessInterruptionCost', label: 'Business Interruption Cost' },
  { key: 'damageRelatedExpenseTotal', label: 'Damage Related Expenses' },
  { key: 'settlementAmount', label: 'Settlement Amount' },
  { key: 'totalLoss', label: 'Total Loss' },
  { key: 'adjustment', label: 'Adjustment' },
];

/** One claim as the Claim tab shows it (spec 001 §3 'Claim (display)'), with its Edit link. */
function ClaimCard({ claim, propertyId }: { claim: Claim; propertyId: string }) {
  const facts = [
    ['Claim Number', claim.claimNumber],
    ['Status', claim.claimStatusString],
    ['Claim Type', claim.claimTypeString],
    ['Claim Date', calendarDateText(claim.claimDate)],
    ['Insurance Company', claim.insuranceCompany],
    // The spec's display shows the insurance company here (a defect, spec 001 §3); we show the number.
    ['Policy Number', claim.policyNumber],
    ['Adjuster Name', claim.adjusterName],
    ['Adjuster Email', claim.adjusterWorkEmail],
    ['Contact Number', claim.contactNumber],
    ['Reason', claim.reason],
    ['Determined Cause', claim.determinedCause],
    ['Notes', claim.notes],
  ] as const;
  return (
    <Card
      size="small"
      title={claim.title}
      extra={
        <Link to={claimFormPath(claim.eventId, propertyId, claim.id)} aria-label={`Edit claim ${claim.title}`}>
          <EditOutlined /> Edit
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
            title="Costs"
            items={COSTS.map(({ key, label }) => ({
              key,
              label,
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
  const claims = useClaims(eventId);
  const navigate = useNavigate();
  if (claims.isPending) return <Spin />;
  if (!claims.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message="The claims could not be loaded."
        action={<Button onClick={() => void claims.refetch()}>Retry</Button>}
      />
    );
  }
  if (claims.data.length === 0) {
    return (
      <Empty description="No claims have been filed for this event.">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(claimFormPath(eventId, propertyId))}>
          Create Claim
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
