import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { CLAIM_LIMITS } from '../../../domain/claims/claim-form.ts';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../domain/claims/claim-status.ts';
import { CLAIM_TYPES, type ClaimType } from '../../../domain/claims/claim-types.ts';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { claimStatusName, claimTypeName } from '../events/value-names.ts';
import { fieldStatus } from './field-status.tsx';
import type { ClaimForm } from './use-claim-form.ts';

interface ClaimDetailsCardProps {
  form: ClaimForm;
  onClaimType: (claimType: ClaimType) => void;
}

/** Claim Details (spec 002 §2.8): title, claim status, claim type, claim date, reason, determined cause. */
export function ClaimDetailsCard({ form, onClaimType }: ClaimDetailsCardProps) {
  const t = useText(claimsText);
  const { draft } = form;
  return (
    <Card title={t('claimDetails')} size="small">
      <Form layout="vertical" component="div">
        <Form.Item label={t('title')} htmlFor="claim-title" required {...fieldStatus(form, 'title')}>
          <Input
            id="claim-title"
            value={draft.title}
            placeholder={t('titlePlaceholder')}
            maxLength={CLAIM_LIMITS.titleLength}
            onChange={(event) => form.change({ title: event.target.value })}
            onBlur={() => form.leave('title')}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label={t('claimStatus')} htmlFor="claim-status" {...fieldStatus(form, 'claimStatus')}>
              <Select
                id="claim-status"
                value={draft.claimStatus}
                options={CLAIM_STATUSES.map((status) => ({
                  value: status.value,
                  label: claimStatusName(status.value),
                }))}
                listHeight={320}
                virtual={false}
                onChange={(claimStatus: ClaimStatus) => form.change({ claimStatus })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('claimType')} htmlFor="claim-type" {...fieldStatus(form, 'claimType')}>
              <Select
                id="claim-type"
                value={draft.claimType}
                options={CLAIM_TYPES.map((type) => ({ value: type.value, label: claimTypeName(type.value) }))}
                onChange={onClaimType}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('claimDate')} htmlFor="claim-date" required {...fieldStatus(form, 'claimDate')}>
              <DatePicker
                id="claim-date"
                format={DATE_FORMAT}
                inputReadOnly
                style={{ width: '100%' }}
                value={draft.claimDate ? dayjs(draft.claimDate) : null}
                onChange={(day) => {
                  form.change({ claimDate: day ? day.format(ISO_DATE_FORMAT) : null });
                  form.leave('claimDate');
                }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('reasonForClaim')} htmlFor="claim-reason" {...fieldStatus(form, 'reason')}>
          <Input.TextArea
            id="claim-reason"
            rows={2}
            value={draft.reason}
            maxLength={CLAIM_LIMITS.longTextLength}
            onChange={(event) => form.change({ reason: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('determinedCause')} htmlFor="claim-cause" {...fieldStatus(form, 'determinedCause')}>
          <Input.TextArea
            id="claim-cause"
            rows={2}
            value={draft.determinedCause}
            maxLength={CLAIM_LIMITS.longTextLength}
            onChange={(event) => form.change({ determinedCause: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
