import { getTemplate, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import {
  formatPhoneAsTyped,
  isValidUsPhone,
  normalizeUsPhone,
  PHONE_PLACEHOLDER,
} from '../../../domain/common/phone.ts';

/**
 * A US phone input: formats as typed ('2175550101' -> '(217) 555-0101') and tidies a valid number
 * on leaving the field; the 'us-phone' format (src/domain/common/phone.ts) checks it on both sides.
 */
export function PhoneWidget(props: WidgetProps) {
  const { registry, options, value, onChange, onBlur, placeholder } = props;
  const BaseInputTemplate = getTemplate<'BaseInputTemplate'>('BaseInputTemplate', registry, options);
  const current = typeof value === 'string' ? value : '';

  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = formatPhoneAsTyped(current, target.value);
    onChange(next === '' ? options.emptyValue : next);
  };
  const handleBlur = (id: string, text: unknown) => {
    const typed = typeof text === 'string' ? text : '';
    const tidy = isValidUsPhone(typed) ? normalizeUsPhone(typed) : typed;
    if (tidy !== typed) onChange(tidy);
    onBlur(id, tidy);
  };

  return (
    <BaseInputTemplate
      {...props}
      type="tel"
      placeholder={placeholder || PHONE_PLACEHOLDER}
      onChangeOverride={handleChange}
      onBlur={handleBlur}
    />
  );
}
