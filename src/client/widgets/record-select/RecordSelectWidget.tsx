import type { WidgetProps } from '@rjsf/utils';
import { Alert, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { useText } from '../../i18n/language.ts';
import { choicesView } from '../choices-state.ts';
import { useCompanyRows } from '../use-company-rows.ts';
import { recordSelectOptions } from './options.ts';
import { defaultOption, type RecordOption, recordOptions } from './record-options.ts';

const matches = (input: string, option: RecordOption | undefined) =>
  Boolean(option?.label.toLowerCase().includes(input.trim().toLowerCase()));

/** A related record chosen by name (a person's role, a vendor's type); the value is its id. */
export function RecordSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, required } = props;
  const t = useText(widgetsText);
  const settings = recordSelectOptions(props.options);
  const rows = useCompanyRows(
    settings ? { endpoint: settings.endpoint, query: settings.query, paged: !settings.unpaged } : undefined,
  );
  const options = useMemo(
    () => (settings ? recordOptions(rows.data ?? [], settings, value) : []),
    [rows.data, settings, value],
  );
  const preset = defaultOption(options, value, settings?.defaultLabel);
  // Not typed by the user: RJSF reports it as a change without a field id (no unsaved warning).
  useEffect(() => {
    if (preset && !disabled && !readonly) onChange(preset.value);
  }, [preset, disabled, readonly, onChange]);
  if (!settings) return <Alert type="error" message={t('misconfigured', { id, widget: 'recordSelect' })} />;
  const known = options.some((option) => option.value === value);
  const view = choicesView(rows, placeholder || t('select'));
  return (
    <Select<string, RecordOption>
      id={id}
      showSearch
      filterOption={matches}
      allowClear={!required}
      loading={rows.isFetching}
      options={options}
      // Until the records have loaded, an id alone would flash on screen: show nothing yet.
      value={known ? (value as string) : undefined}
      placeholder={view.placeholder}
      status={view.status}
      notFoundContent={view.empty}
      disabled={disabled || readonly || view.waiting}
      onOpenChange={(open) => open && rows.isError && void rows.refetch()}
      autoFocus={autofocus}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ?? props.options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
