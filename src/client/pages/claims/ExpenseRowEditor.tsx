import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import {
  DAMAGE_LIMITS,
  DAMAGE_MESSAGES,
  type ExpenseRowDraft,
  type ExpenseRowField,
} from '../../../domain/claims/damage-expense-rows.ts';
import { EXPENSE_SOURCE, EXPENSE_SOURCES, type ExpenseSource } from '../../../domain/claims/damage-expenses.ts';
import { CurrencyInput } from '../../widgets/currency/CurrencyInput.tsx';

const TYPE_OPTIONS = EXPENSE_SOURCES.map((source) => ({ value: source.value, label: source.label }));

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
  const n = index + 1;
  const status = (field: ExpenseRowField) => {
    const message = problem(field);
    return message ? { validateStatus: 'error' as const, help: message } : {};
  };
  const changeType = (expenseSource: ExpenseSource) => onChange({ expenseSource, vendorId: null, otherName: '' });
  return (
    <Row gutter={[12, 0]} align="top" className="expense-row" data-testid={`expense-row-${n}`}>
      <Col xs={24} sm={5}>
        <Form.Item label="Type" htmlFor={`expense-${n}-type`} required {...status('expenseSource')}>
          <Select
            id={`expense-${n}-type`}
            aria-label={`Type of expense ${n}`}
            value={row.expenseSource ?? undefined}
            options={TYPE_OPTIONS}
            placeholder="Type"
            onChange={changeType}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={6}>
        {row.expenseSource === EXPENSE_SOURCE.other ? (
          <Form.Item label="Vendor/Other Name" htmlFor={`expense-${n}-name`} required {...status('otherName')}>
            <Input
              id={`expense-${n}-name`}
              aria-label={`Name of expense ${n}`}
              value={row.otherName}
              maxLength={DAMAGE_LIMITS.nameLength}
              onChange={(event) => onChange({ otherName: event.target.value })}
              onBlur={() => onLeave('otherName')}
            />
          </Form.Item>
        ) : (
          <Form.Item label="Vendor/Other Name" htmlFor={`expense-${n}-vendor`} required {...status('vendorId')}>
            <Select
              id={`expense-${n}-vendor`}
              aria-label={`Vendor of expense ${n}`}
              showSearch
              optionFilterProp="label"
              loading={vendorsLoading}
              disabled={row.expenseSource === null}
              value={row.vendorId ?? undefined}
              options={vendors}
              placeholder="Choose a vendor"
              onChange={(vendorId: string) => onChange({ vendorId })}
              onBlur={() => onLeave('vendorId')}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} sm={7}>
        <Form.Item label="Details" htmlFor={`expense-${n}-detail`}>
          <Input
            id={`expense-${n}-detail`}
            aria-label={`Details of expense ${n}`}
            value={row.detail}
            maxLength={DAMAGE_LIMITS.detailLength}
            onChange={(event) => onChange({ detail: event.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={20} sm={5}>
        <Form.Item label="Amount" htmlFor={`expense-${n}-amount`} required {...status('amount')}>
          <CurrencyInput
            digitsOnly
            id={`expense-${n}-amount`}
            ariaLabel={`Amount of expense ${n}`}
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
          title={DAMAGE_MESSAGES.remove}
          aria-label={`${DAMAGE_MESSAGES.remove} ${n}`}
          onClick={onRemove}
        />
      </Col>
    </Row>
  );
}
