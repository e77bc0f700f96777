import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useMemo } from 'react';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { useText } from '../../i18n/language.ts';
import { choicesView } from '../choices-state.ts';
import { type Row, useCompanyRows } from '../use-company-rows.ts';
import { STATES_SOURCE } from './options.ts';
import { matchesState, type StateOption, type StateRow, stateOptions } from './state-options.ts';

/** A US state (or DC, or a territory) chosen by name; the value is its abbreviation. */
export function UsStateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, autofocus, placeholder, required, options } = props;
  const t = useText(widgetsText);
  const states = useCompanyRows(STATES_SOURCE);
  const rows = states.data as (Row & StateRow)[] | undefined;
  const selectOptions = useMemo(() => stateOptions(rows ?? [], value), [rows, value]);
  const view = choicesView(states, placeholder || t('selectState'));
  return (
    <Select<string, StateOption>
      id={id}
      showSearch
      filterOption={matchesState}
      allowClear={!required}
      loading={states.isFetching}
      options={selectOptions}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      placeholder={view.placeholder}
      status={view.status}
      notFoundContent={view.empty}
      disabled={disabled || readonly || view.waiting}
      onOpenChange={(open) => open && states.isError && void states.refetch()}
      autoFocus={autofocus}
      style={{ width: '100%' }}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
