import { Card, Col, Form, Input, Row, Select } from 'antd';
import { CLAIM_LIMITS } from '../../../domain/claims/claim-form.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { withPolicy } from './claim-draft.ts';
import type { PolicyChoice } from './claims-api.ts';
import { fieldStatus } from './field-status.tsx';
import type { ClaimForm } from './use-claim-form.ts';

type TextField = 'insuranceCompany' | 'adjusterName' | 'contactNumber' | 'adjusterWorkEmail' | 'claimNumber';

/** The adjuster's and the claim's text fields, with the catalogue key of each label. */
const TEXT_FIELDS = [
  { field: 'adjusterName', labelKey: 'adjusterName', id: 'claim-adjuster-name' },
  { field: 'contactNumber', labelKey: 'contactNumber', id: 'claim-contact-number' },
  { field: 'adjusterWorkEmail', labelKey: 'adjusterEmail', id: 'claim-adjuster-email' },
  { field: 'claimNumber', labelKey: 'claimNumber', id: 'claim-number' },
] as const satisfies readonly { field: TextField; labelKey: keyof typeof claimsText.en; id: string }[];

/**
 * Insurance Details (spec 002 §2.8, §4): the insurance company; the policy dropdown, first option
 * 'Select a policy' (no policy), whose choice sets the policy number and disables it; the
 * adjuster's name, contact number and e-mail; the claim number.
 */
export function InsuranceDetailsCard({ form, choices }: { form: ClaimForm; choices: readonly PolicyChoice[] }) {
  const t = useText(claimsText);
  const { draft } = form;
  const textInput = (field: TextField, id: string) => (
    <Input
      id={id}
      value={draft[field]}
      maxLength={field === 'adjusterWorkEmail' ? 254 : CLAIM_LIMITS.shortTextLength}
      onChange={(event) => form.change({ [field]: event.target.value })}
      onBlur={() => form.leave(field)}
    />
  );
  return (
    <Card title={t('insuranceDetails')} size="small">
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('insuranceCompany')}
          htmlFor="claim-insurance-company"
          {...fieldStatus(form, 'insuranceCompany')}
        >
          {textInput('insuranceCompany', 'claim-insurance-company')}
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('policy')} htmlFor="claim-policy" {...fieldStatus(form, 'policyId')}>
              <Select
                id="claim-policy"
                value={draft.policyId ?? ''}
                options={[
                  { value: '', label: t('selectPolicy') },
                  ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
                ]}
                onChange={(policyId: string) =>
                  form.replace(
                    withPolicy(
                      draft,
                      choices.find((choice) => choice.id === policyId),
                    ),
                    ['policyId', 'policyNumber'],
                  )
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('policyNumber')} htmlFor="claim-policy-number" {...fieldStatus(form, 'policyNumber')}>
              <Input
                id="claim-policy-number"
                value={draft.policyNumber}
                disabled={draft.policyId !== null}
                maxLength={CLAIM_LIMITS.shortTextLength}
                onChange={(event) => form.change({ policyNumber: event.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {TEXT_FIELDS.map(({ field, labelKey, id }) => (
            <Col xs={24} sm={12} key={field}>
              <Form.Item label={t(labelKey)} htmlFor={id} {...fieldStatus(form, field)}>
                {textInput(field, id)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Card>
  );
}
