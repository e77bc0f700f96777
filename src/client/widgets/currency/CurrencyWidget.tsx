import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import {
  amountOfCurrencyText,
  currencyTextOf,
  roundToCents,
  truncateToCents,
} from '../../../domain/common/currency.ts';
import { CurrencyInput } from './CurrencyInput.tsx';
import { emptyAmount } from './options.ts';

/**
 * A US-dollar amount in a schema form (`'ui:widget': 'currency'`): the one CurrencyInput, its
 * value dollars rounded to cents. A cleared input is no amount: null where the schema allows it
 * (the policy's premium, coverage, deductible…), else the field's empty value — never 0.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, schema } = props;
  const amount = typeof value === 'number' ? value : null;
  // The text as typed ('12.' while typing 12.5); the form's amount again once it no longer says it
  // (the record was replaced, a derived field moved).
  const [typed, setTyped] = useState(() => currencyTextOf(amount));
  const typedAmount = amountOfCurrencyText(truncateToCents(typed));
  const text = (typedAmount ?? null) === (roundToCents(amount) ?? null) ? typed : currencyTextOf(amount);
  return (
    <CurrencyInput
      id={id}
      name={htmlName || id}
      value={text}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(next) => {
        setTyped(next);
        // More than two decimals count as cut while typing too (the input cuts them on leaving).
        const nextAmount = amountOfCurrencyText(truncateToCents(next));
        onChange(
          typeof nextAmount === 'number' ? roundToCents(nextAmount) : emptyAmount(schema, props.options.emptyValue),
        );
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
