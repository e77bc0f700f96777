import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions, Form, Tooltip } from 'antd';
import { CLAIM_AMOUNTS, type ClaimAmountField } from '../../../../schemas/claim/entity.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { CurrencyInput } from '../../widgets/currency/CurrencyInput.tsx';
import { amountText, draftCosts } from './claim-draft.ts';
import { fieldStatus } from './field-status.tsx';
import type { ClaimForm } from './use-claim-form.ts';

/** The amounts entered here, in order (the settlement has its own place); each labelled by the catalogue's word of the same name. */
const ENTERED = CLAIM_AMOUNTS.filter((field) => field !== 'settlementAmount');

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
  const t = useText(claimsText);
  const costs = draftCosts(form.draft, damageRelatedExpenseTotal);
  const amount = (field: ClaimAmountField) => (
    <Form.Item key={field} label={t(field)} htmlFor={inputId(field)} {...fieldStatus(form, field)}>
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
    <Card title={t('costs')} size="small">
      <Form layout="vertical" component="div">
        {ENTERED.map(amount)}
        <Form.Item
          label={
            <span>
              {t('damageRelatedExpenses')}{' '}
              <Tooltip title={t('damageTotalTooltip')}>
                <InfoCircleOutlined aria-label={t('damageTotalTooltip')} />
              </Tooltip>
            </span>
          }
          htmlFor="claim-damage-related-expenses"
        >
          <CurrencyInput id="claim-damage-related-expenses" value={amountText(damageRelatedExpenseTotal)} readOnly />
        </Form.Item>
        {amount('settlementAmount')}
      </Form>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'totalLoss',
            label: t('totalLoss'),
            children: <span data-testid="claim-total-loss">{formatUsd(costs.totalLoss)}</span>,
          },
          {
            key: 'adjustment',
            label: t('adjustment'),
            children: <span data-testid="claim-adjustment">{formatUsd(costs.adjustment)}</span>,
          },
        ]}
      />
    </Card>
  );
}
