import { Select } from 'antd';
import { useState } from 'react';
import { insurancePolicyEndpoints, type SelectableProperty } from '../../../../schemas/insurance-policy.ts';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { useText } from '../../i18n/language.ts';
import { usePickerRows } from '../../widgets/association-list/use-association-rows.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import type { RememberedProperty } from './property-filter-storage.ts';

const ALL = '';

/**
 * The policy list's property filter (spec 002 §2.10): 'All' first, then the company's properties
 * as searched on the server (a company may have many).
 */
export function PropertyFilter({
  value,
  onChange,
}: {
  value: RememberedProperty | null;
  onChange: (next: RememberedProperty | null) => void;
}) {
  const t = useText(insuranceText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const picker = usePickerRows({ endpoint: insurancePolicyEndpoints.selectableProperties }, search, true);
  const rows = (picker.data?.rows ?? []) as SelectableProperty[];
  const options = [
    { value: ALL, label: t('all') },
    ...(value && !rows.some((row) => row.id === value.id) ? [{ value: value.id, label: value.name }] : []),
    ...rows.map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Select<string>
      aria-label={t('property')}
      value={value?.id ?? ALL}
      options={options}
      showSearch
      filterOption={false}
      searchValue={searchText}
      onSearch={setSearchText}
      loading={picker.isFetching}
      style={{ width: 280, maxWidth: '100%' }}
      onChange={(id) => {
        setSearchText('');
        const label = options.find((option) => option.value === id)?.label ?? '';
        onChange(id === ALL ? null : { id, name: label });
      }}
    />
  );
}
