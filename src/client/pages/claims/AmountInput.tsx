import { Input } from 'antd';
import { useState } from 'react';
import { keepAmountTyping, truncateAmountOnBlur } from '../../../domain/claim-costs.ts';
import { formatAmountInput } from '../../../domain/currency.ts';

interface AmountInputProps {
  id: string;
  value: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  onBlur?: () => void;
}

/** '1234.5' shown as '1,234.50' while the input is not being typed in. */
function shown(text: string): string {
  if (!text) return '';
  const amount = Number(text);
  return formatAmountInput(Number.isFinite(amount) ? amount.toFixed(2) : text);
}

/**
 * The claim and damage forms' money input (spec 002 §5 'Currency input'): typing keeps only digits
 * and one decimal point; leaving the input cuts more than two decimals (not rounded); outside
 * typing it shows the amount with a '$', thousands separators and two decimals.
 */
export function AmountInput({ id, value, onChange, readOnly, invalid, ariaLabel, onBlur }: AmountInputProps) {
  const [typing, setTyping] = useState(false);
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      prefix="$"
      inputMode="decimal"
      placeholder="0.00"
      readOnly={readOnly}
      // A read-only amount (the damages total) looks like one, not like a field to type in.
      variant={readOnly ? 'filled' : undefined}
      status={invalid ? 'error' : undefined}
      value={typing ? value : shown(value)}
      onFocus={() => setTyping(!readOnly)}
      onChange={(event) => onChange?.(keepAmountTyping(event.target.value))}
      onBlur={() => {
        setTyping(false);
        if (!readOnly) onChange?.(truncateAmountOnBlur(value));
        onBlur?.();
      }}
    />
  );
}
