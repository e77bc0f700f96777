import type { WidgetProps } from '@rjsf/utils';
import { InputNumber } from 'antd';
import { formatAmountInput, parseAmountInput, roundToCents } from '../../../domain/currency.ts';
import type { CurrencyWidgetOptions } from './options.ts';

/** A US-dollar amount: '$' prefix, thousands separators, two decimals; the value is dollars rounded to cents. */
export function CurrencyWidget(props: WidgetProps) {
  const { id, htmlName, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, schema } = props;
  const options = props.options as CurrencyWidgetOptions & WidgetProps['options'];
  const min = typeof schema.minimum === 'number' ? schema.minimum : options.min;
  return (
    <InputNumber<number>
      id={id}
      name={htmlName || id}
      prefix="$"
      precision={2}
      step={1}
      min={min}
      style={{ width: '100%' }}
      changeOnWheel={false}
      value={typeof value === 'number' ? value : null}
      placeholder={placeholder || '0.00'}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      formatter={(text) => formatAmountInput(text === undefined ? undefined : String(text))}
      parser={(text) => Number(parseAmountInput(text))}
      onChange={(next) => onChange(next === null ? options.emptyValue : roundToCents(next))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
