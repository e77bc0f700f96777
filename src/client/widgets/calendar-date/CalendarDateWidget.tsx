import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';

/** A calendar date picked or typed as MM/DD/YYYY (the value stays 'YYYY-MM-DD'); clearing it leaves the field empty. */
export function CalendarDateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, rawErrors } = props;
  const parsed = typeof value === 'string' && value ? dayjs(value, ISO_DATE_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      format={DATE_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      placeholder={placeholder || DATE_FORMAT}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      status={rawErrors && rawErrors.length > 0 ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ? next.format(ISO_DATE_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
