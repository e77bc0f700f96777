import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { personEndpoints } from '../../../../schemas/person/endpoints.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { PICKER_PAGE_SIZE, usePickerRows, useRowsByIds } from '../../widgets/association-list/use-association-rows.ts';
import { recordValue } from '../../widgets/record-select/record-options.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import type { LearnNames } from './use-name-book.ts';

interface Props {
  id: string;
  value: string | null;
  onChange: (personId: string | null) => void;
  learn: LearnNames;
  status?: 'error';
}

/** The names-only people lookup the Task / Inspection modal also reads: no manageUsers needed. */
const SOURCE = { endpoint: personEndpoints.lookup, query: { sortBy: 'name', sortDirection: 'asc' } } as const;

const fullName = (person: { firstName?: unknown; lastName?: unknown; name?: unknown }) =>
  typeof person.name === 'string' && person.name
    ? person.name
    : [person.firstName, person.lastName].filter((part) => typeof part === 'string' && part).join(' ');

/** One active person of the company, searched on the server by name as the user types. */
export function PersonPicker({ id, value, onChange, learn, status }: Props) {
  const t = useText(subscriptionsText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const picker = usePickerRows(SOURCE, search, true);
  const rows = picker.data?.rows ?? [];
  // The chosen person by id (the lookup's ids filter), so a saved subscriber is named whatever was searched.
  const chosen = useRowsByIds(SOURCE, value ? [value] : []);
  const chosenRow = chosen.data?.rows.find((row) => recordValue(row) === value);

  const notAvailable = t('notAvailable');
  const options = useMemo(() => {
    const list = rows.map((row) => ({ value: recordValue(row), label: fullName(row) }));
    if (value && !list.some((option) => option.value === value)) {
      const label = chosenRow ? fullName(chosenRow) : chosen.isFetching ? '...' : notAvailable;
      list.unshift({ value, label });
    }
    return list;
  }, [rows, value, chosenRow, chosen.isFetching, notAvailable]);
  useEffect(() => {
    learn(
      'people',
      options
        .filter((option) => option.label !== '...' && option.label !== notAvailable)
        .map((option) => [option.value, option.label] as const),
    );
  }, [options, learn, notAvailable]);

  return (
    <Select<string>
      id={id}
      aria-label={t('person')}
      placeholder={t('searchPeople')}
      showSearch
      allowClear
      filterOption={false}
      searchValue={searchText}
      onSearch={setSearchText}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      loading={picker.isFetching}
      status={status}
      style={{ width: '100%' }}
      notFoundContent={picker.isFetching ? <Spin size="small" /> : t('noMatches')}
      popupRender={(menu) => (
        <>
          {menu}
          {picker.data && picker.data.total > PICKER_PAGE_SIZE && (
            <div style={{ padding: '4px 12px', color: 'rgba(0,0,0,0.45)' }}>
              {t('firstShown', { count: PICKER_PAGE_SIZE })}
            </div>
          )}
        </>
      )}
    />
  );
}
