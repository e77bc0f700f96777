import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd';
import type { SwitchWidgetOptions } from './options.ts';

/**
 * A boolean as a switch. The field template shows the title above it (RJSF labels a boolean
 * whose uiSchema names a widget), so the switch itself carries it only for assistive technology.
 */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, autofocus, label, schema } = props;
  const options = props.options as SwitchWidgetOptions;
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      checkedChildren={options.checkedText}
      unCheckedChildren={options.uncheckedText}
      aria-label={label || schema.title}
      onChange={(checked) => onChange(checked)}
    />
  );
}
