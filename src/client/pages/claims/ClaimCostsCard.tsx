import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions, Form, Tooltip } from 'antd';
import type { ClaimAmountField } from '../../../../schemas/claim/entity.ts';
import { CLAIM_MESSAGES } from '../../../domain/claims/claim-form.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { CurrencyInput } from '../../widgets/currency/CurrencyInput.tsx';
import { amountText, draftCosts } from './claim-draft.ts';
import { fieldStatus } from './field-status.tsx';
import type { ClaimForm } from './use-claim-form.ts';

const ENTERED: { field: ClaimAmountField; label: string }[] = [
  { field: 'recoverableDepreciation', label: 'Recoverable Depreciation' },
  { field: 'deductible', label: 'Deductible' },
  { field: 'costEstimate', label: 'Cost Estimate' },
  { field: 'mitigationCost', label: 'Mitigation Cost' },
  { field: 'repairCost', label: 'Repair Cost' },
  { field: 'businessInterruptionCost', label: 'Business Interruption Cost' },
];

const inputId = (field: string) => `claim-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The Costs panel (spec 002 §2.8, §5): the amounts entered, the damage related expenses (read-only:
 * the Damages tab edits them), the settlement amount, and Total Loss and Adjustment computed live
 * by the function the server stores them with.
 */
export function ClaimCostsCard({
  form,
  damageRelatedExpenseTotal,
}: {
  form: ClaimForm;
  damageRelatedExpenseTotal: number;
}) {
  const costs = draftCosts(form.draft, damageRelatedExpenseTotal);
  const amount = (field: ClaimAmountField, label: string) => (
    <Form.Item key={field} label={label} htmlFor={inputId(field)} {...fieldStatus(form, field)}>
      <CurrencyInput
        digitsOnly
        id={inputId(field)}
        value={form.draft.amounts[field]}
        invalid={form.shown(field) !== null}
        onChange={(text) => form.changeAmount(field, text)}
      />
    </Form.Item>
  );
  return (
    <Card title="Costs" size="small">
      <Form layout="vertical" component="div">
        {ENTERED.map(({ field, label }) => amount(field, label))}
        <Form.Item
          label={
            <span>
              Damage Related Expenses{' '}
              <Tooltip title={CLAIM_MESSAGES.damageTotalTooltip}>
                <InfoCircleOutlined aria-label={CLAIM_MESSAGES.damageTotalTooltip} />
              </Tooltip>
            </span>
          }
          htmlFor="claim-damage-related-expenses"
        >
          <CurrencyInput id="claim-damage-related-expenses" value={amountText(damageRelatedExpenseTotal)} readOnly />
        </Form.Item>
        {amount('settlementAmount', 'Settlement Amount')}
      </Form>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'totalLoss',
            label: 'Total Loss',
            children: <span data-testid="claim-total-loss">{formatUsd(costs.totalLoss)}</span>,
          },
          {
            key: 'adjustment',
            label: 'Adjustment',
            children: <span data-testid="claim-adjustment">{formatUsd(costs.adjustment)}</span>,
          },
        ]}
      />
    </Card>
  );
}
