import { Input, type InputRef } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { currencyInputText, keepCurrencyTyping, truncateToCents } from '../../../domain/common/currency.ts';

export interface CurrencyInputProps {
  id: string;
  /** The amount as text ('1234.5'; '' for none): what the user typed, or currencyTextOf an amount. */
  value: string;
  onChange?: (text: string) => void;
  /** The claim and damage forms: typing keeps only digits and one decimal point (no '$' or ','). */
  digitsOnly?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  name?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * THE money input (spec 002 §5 'Currency input'), in the claim, damage and policy forms and every
 * schema form's 'currency' widget: typing keeps digits, commas, one decimal point and one '$' at
 * the start (only digits and one point with `digitsOnly`); leaving it cuts more than two decimals
 * (not rounded); outside typing it shows the amount as money always reads (currency.ts usdText:
 * '$1,234.50'), and nothing when empty — a cleared input is no amount, not 0. Typing in it
 * edits the plain digits ('1234.50'), all selected on focus.
 */
export function CurrencyInput({
  id,
  value,
  onChange,
  digitsOnly = false,
  readOnly,
  disabled,
  invalid,
  ariaLabel,
  name,
  placeholder = '$0.00',
  autoFocus,
  onBlur,
  onFocus,
}: CurrencyInputProps) {
  const [typing, setTyping] = useState(false);
  const input = useRef<InputRef>(null);
  // Focusing swaps '$1,234.50' for '1234.50', which drops any selection: the whole amount is
  // selected again, so typing replaces it (as after Tab, or a select-all before the swap).
  useLayoutEffect(() => {
    if (typing) input.current?.select();
  }, [typing]);
  const editable = !readOnly && !disabled;
  return (
    <Input
      ref={input}
      id={id}
      name={name}
      aria-label={ariaLabel}
      inputMode="decimal"
      placeholder={placeholder}
      readOnly={readOnly}
      disabled={disabled}
      autoFocus={autoFocus}
      // A read-only amount (the damages total) looks like one, not like a field to type in.
      variant={readOnly ? 'filled' : undefined}
      status={invalid ? 'error' : undefined}
      value={typing ? value : currencyInputText(value)}
      onFocus={() => {
        setTyping(editable);
        onFocus?.();
      }}
      onChange={(event) => onChange?.(keepCurrencyTyping(event.target.value, digitsOnly))}
      onBlur={() => {
        setTyping(false);
        if (editable) {
          const cut = truncateToCents(value);
          if (cut !== value) onChange?.(cut);
        }
        onBlur?.();
      }}
    />
  );
}
