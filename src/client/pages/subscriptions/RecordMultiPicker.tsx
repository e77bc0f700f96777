import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Endpoint } from '../../../../schemas/protocol/contract.ts';
import { MAX_IDS } from '../../../../schemas/protocol/list.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { PICKER_PAGE_SIZE, usePickerRows, useRowsByIds } from '../../widgets/association-list/use-association-rows.ts';
import { labelOf, recordValue } from '../../widgets/record-select/record-options.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import type { LearnNames, NameKind } from './use-name-book.ts';

interface Props {
  id: string;
  label: string;
  /** A list endpoint of the contracts with `search` and the `ids` filter (properties, property groups). */
  endpoint: Endpoint;
  kind: NameKind;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  learn: LearnNames;
  status?: 'error';
}

const SORT = { sortBy: 'name', sortDirection: 'asc' } as const;

/**
 * Several records of a large list (properties, property groups): the first 50 matching what is
 * typed are read from the server, the chosen ones by id, so tags always show names. What it
 * learns goes to the preview's name book.
 */
export function RecordMultiPicker({ id, label, endpoint, kind, value, onChange, learn, status }: Props) {
  const t = useText(subscriptionsText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const source = useMemo(() => ({ endpoint, query: SORT }), [endpoint]);
  const picker = usePickerRows(source, search, true);
  const chosen = useRowsByIds(source, value.slice(0, MAX_IDS));

  const rows = useMemo(() => [...(chosen.data?.rows ?? []), ...(picker.data?.rows ?? [])], [chosen.data, picker.data]);
  useEffect(() => {
    learn(
      kind,
      rows.map((row) => [recordValue(row), labelOf(row)] as const),
    );
  }, [rows, kind, learn]);

  const unread = chosen.isFetching ? t('loading') : t('notAvailable');
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of rows) seen.set(recordValue(row), labelOf(row));
    // A chosen id not read (yet) still shows as a tag.
    for (const each of value) if (!seen.has(each)) seen.set(each, unread);
    return [...seen].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }));
  }, [rows, value, unread]);
  const more = picker.data && (!picker.data.totalIsExact || picker.data.total > PICKER_PAGE_SIZE);

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      aria-label={label}
      placeholder={t('searchList', { what: label.toLowerCase() })}
      showSearch
      filterOption={false}
      searchValue={searchText}
      onSearch={setSearchText}
      value={[...value]}
      onChange={(next) => {
        onChange(next);
        setSearchText('');
      }}
      options={options}
      loading={picker.isFetching}
      status={status}
      style={{ width: '100%' }}
      notFoundContent={picker.isFetching ? <Spin size="small" /> : search ? t('noMatches') : t('nothingToChoose')}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <div style={{ padding: '4px 12px', color: 'rgba(0,0,0,0.45)' }}>
              {t('firstShown', { count: PICKER_PAGE_SIZE })}
            </div>
          )}
        </>
      )}
    />
  );
}
