import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import {
  DAMAGE_LIMITS,
  type ExpenseRowDraft,
  type ExpenseRowField,
} from '../../../domain/claims/damage-expense-rows.ts';
import { EXPENSE_SOURCE, EXPENSE_SOURCES, type ExpenseSource } from '../../../domain/claims/damage-expenses.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { CurrencyInput } from '../../widgets/currency/CurrencyInput.tsx';
import { expenseSourceName } from '../events/value-names.ts';

interface ExpenseRowEditorProps {
  row: ExpenseRowDraft;
  index: number;
  vendors: { value: string; label: string }[];
  vendorsLoading: boolean;
  /** A field's problem to show (after it was left, or from the server), else undefined. */
  problem: (field: ExpenseRowField) => string | undefined;
  onChange: (next: Partial<ExpenseRowDraft>) => void;
  onLeave: (field: ExpenseRowField) => void;
  onRemove: () => void;
}

/**
 * One damage related expense (spec 002 §2.9, §4 'Expense source'): Type (Vendor shows the property's
 * vendors, Other a free-text name), Details, Amount, and the remove icon. On a phone the fields stack.
 */
export function ExpenseRowEditor({
  row,
  index,
  vendors,
  vendorsLoading,
  problem,
  onChange,
  onLeave,
  onRemove,
}: ExpenseRowEditorProps) {
  const t = useText(claimsText);
  const n = index + 1;
  const status = (field: ExpenseRowField) => {
    const message = problem(field);
    return message ? { validateStatus: 'error' as const, help: message } : {};
  };
  const changeType = (expenseSource: ExpenseSource) => onChange({ expenseSource, vendorId: null, otherName: '' });
  return (
    <Row gutter={[12, 0]} align="top" className="expense-row" data-testid={`expense-row-${n}`}>
      <Col xs={24} sm={5}>
        <Form.Item label={t('type')} htmlFor={`expense-${n}-type`} required {...status('expenseSource')}>
          <Select
            id={`expense-${n}-type`}
            aria-label={t('typeOfExpense', { n })}
            value={row.expenseSource ?? undefined}
            options={EXPENSE_SOURCES.map((source) => ({ value: source.value, label: expenseSourceName(source.value) }))}
            placeholder={t('type')}
            onChange={changeType}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={6}>
        {row.expenseSource === EXPENSE_SOURCE.other ? (
          <Form.Item label={t('vendorOtherName')} htmlFor={`expense-${n}-name`} required {...status('otherName')}>
            <Input
              id={`expense-${n}-name`}
              aria-label={t('nameOfExpense', { n })}
              value={row.otherName}
              maxLength={DAMAGE_LIMITS.nameLength}
              onChange={(event) => onChange({ otherName: event.target.value })}
              onBlur={() => onLeave('otherName')}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('vendorOtherName')} htmlFor={`expense-${n}-vendor`} required {...status('vendorId')}>
            <Select
              id={`expense-${n}-vendor`}
              aria-label={t('vendorOfExpense', { n })}
              showSearch
              optionFilterProp="label"
              loading={vendorsLoading}
              disabled={row.expenseSource === null}
              value={row.vendorId ?? undefined}
              options={vendors}
              placeholder={t('chooseVendor')}
              onChange={(vendorId: string) => onChange({ vendorId })}
              onBlur={() => onLeave('vendorId')}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} sm={7}>
        <Form.Item label={t('details')} htmlFor={`expense-${n}-detail`}>
          <Input
            id={`expense-${n}-detail`}
            aria-label={t('detailsOfExpense', { n })}
            value={row.detail}
            maxLength={DAMAGE_LIMITS.detailLength}
            onChange={(event) => onChange({ detail: event.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={20} sm={5}>
        <Form.Item label={t('amount')} htmlFor={`expense-${n}-amount`} required {...status('amount')}>
          <CurrencyInput
            digitsOnly
            id={`expense-${n}-amount`}
            ariaLabel={t('amountOfExpense', { n })}
            value={row.amountText}
            invalid={problem('amount') !== undefined}
            onChange={(amountText) => onChange({ amountText })}
            onBlur={() => onLeave('amount')}
          />
        </Form.Item>
      </Col>
      <Col xs={4} sm={1} style={{ paddingTop: 30 }}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          title={t('removeExpense')}
          aria-label={t('removeExpenseNumbered', { n })}
          onClick={onRemove}
        />
      </Col>
    </Row>
  );
}
