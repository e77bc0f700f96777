import { Select } from 'antd';
import { useState } from 'react';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { type PropertyChoice, usePropertyChoices } from './routine-tasks-api.ts';

/**
 * The Tasks screen's property: the user's properties searched on the server, and the chosen one
 * (from the address too) read by id, so it shows even beyond the first 50 and its time zone is known.
 */
export function useTaskProperty(propertyId: string | null) {
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const choices = usePropertyChoices(search, propertyId);
  return { ...choices, searchText, setSearchText };
}

/** The property selector (spec 002 §2.1). */
export function TaskPropertySelect({
  property,
  propertyId,
  onChange,
}: {
  property: ReturnType<typeof useTaskProperty>;
  propertyId: string | null;
  onChange: (propertyId: string) => void;
}) {
  const t = useText(routineTasksText);
  const { chosen, rows, searchText, setSearchText } = property;
  const options: PropertyChoice[] = chosen && !rows.some((row) => row.id === chosen.id) ? [chosen, ...rows] : rows;
  return (
    <Select<string>
      aria-label={t('property')}
      placeholder={t('choosePropertyPlaceholder')}
      showSearch
      filterOption={false}
      searchValue={searchText}
      onSearch={setSearchText}
      loading={property.isFetching}
      value={chosen ? (propertyId ?? undefined) : undefined}
      options={options.map((row) => ({ value: row.id, label: row.name }))}
      onChange={(id) => {
        setSearchText('');
        onChange(id);
      }}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}
