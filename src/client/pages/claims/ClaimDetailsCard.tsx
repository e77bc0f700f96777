import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { CLAIM_LIMITS, CLAIM_MESSAGES } from '../../../domain/claims/claim-form.ts';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../domain/claims/claim-status.ts';
import { CLAIM_TYPES, type ClaimType } from '../../../domain/claims/claim-types.ts';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { fieldStatus } from './field-status.tsx';
import type { ClaimForm } from './use-claim-form.ts';

const STATUS_OPTIONS = CLAIM_STATUSES.map((status) => ({ value: status.value, label: status.label }));
const TYPE_OPTIONS = CLAIM_TYPES.map((type) => ({ value: type.value, label: type.label }));

interface ClaimDetailsCardProps {
  form: ClaimForm;
  onClaimType: (claimType: ClaimType) => void;
}

/** Claim Details (spec 002 §2.8): title, claim status, claim type, claim date, reason, determined cause. */
export function ClaimDetailsCard({ form, onClaimType }: ClaimDetailsCardProps) {
  const { draft } = form;
  return (
    <Card title="Claim Details" size="small">
      <Form layout="vertical" component="div">
        <Form.Item label="Title" htmlFor="claim-title" required {...fieldStatus(form, 'title')}>
          <Input
            id="claim-title"
            value={draft.title}
            placeholder={CLAIM_MESSAGES.titlePlaceholder}
            maxLength={CLAIM_LIMITS.titleLength}
            onChange={(event) => form.change({ title: event.target.value })}
            onBlur={() => form.leave('title')}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label="Claim Status" htmlFor="claim-status" {...fieldStatus(form, 'claimStatus')}>
              <Select
                id="claim-status"
                value={draft.claimStatus}
                options={STATUS_OPTIONS}
                listHeight={320}
                virtual={false}
                onChange={(claimStatus: ClaimStatus) => form.change({ claimStatus })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Claim Type" htmlFor="claim-type" {...fieldStatus(form, 'claimType')}>
              <Select id="claim-type" value={draft.claimType} options={TYPE_OPTIONS} onChange={onClaimType} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="Claim Date" htmlFor="claim-date" required {...fieldStatus(form, 'claimDate')}>
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
        <Form.Item label="Reason for Claim" htmlFor="claim-reason" {...fieldStatus(form, 'reason')}>
          <Input.TextArea
            id="claim-reason"
            rows={2}
            value={draft.reason}
            maxLength={CLAIM_LIMITS.longTextLength}
            onChange={(event) => form.change({ reason: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Determined Cause" htmlFor="claim-cause" {...fieldStatus(form, 'determinedCause')}>
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
