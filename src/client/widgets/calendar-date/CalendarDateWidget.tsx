import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** How dates are shown and typed (spec: MM/DD/YYYY); the value stays a calendar date 'YYYY-MM-DD'. */
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';
const VALUE_FORMAT = 'YYYY-MM-DD';

/** A calendar date picked or typed as MM/DD/YYYY; clearing it leaves the field empty. */
export function CalendarDateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, rawErrors } = props;
  const parsed = typeof value === 'string' && value ? dayjs(value, VALUE_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      format={DATE_DISPLAY_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      placeholder={placeholder || DATE_DISPLAY_FORMAT}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      status={rawErrors && rawErrors.length > 0 ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ? next.format(VALUE_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
