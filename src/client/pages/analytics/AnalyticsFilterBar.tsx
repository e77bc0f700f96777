import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { PropertyRow } from '../../../../schemas/property/replies.ts';
import { type AnalyticsFilter, defaultRange } from '../../../domain/analytics/analytics-range.ts';
import { DATE_FORMAT, dayOf, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { analyticsText } from '../../i18n/en/analytics.ts';
import { useText } from '../../i18n/language.ts';
import { usePickerRows } from '../../widgets/association-list/use-association-rows.ts';
import { useDebouncedValue } from '../../widgets/use-debounced-value.ts';

const PROPERTY_PICKER = { endpoint: propertyEndpoints.visibleToMe, query: { sortBy: 'name', sortDirection: 'asc' } };

const today = () => dayjs();
/** The range picker's shortcuts: each named by its catalogue key, worded per render. */
const PRESETS: {
  key: 'last30Days' | 'last3Months' | 'last12Months' | 'thisYear' | 'lastYear';
  value: () => [Dayjs, Dayjs];
}[] = [
  { key: 'last30Days', value: () => [today().subtract(29, 'day'), today()] },
  { key: 'last3Months', value: () => [today().subtract(3, 'month').add(1, 'day'), today()] },
  { key: 'last12Months', value: () => [today().startOf('month').subtract(11, 'month'), today()] },
  { key: 'thisYear', value: () => [today().startOf('year'), today()] },
  {
    key: 'lastYear',
    value: () => [today().subtract(1, 'year').startOf('year'), today().subtract(1, 'year').endOf('year')],
  },
];

interface Props {
  filter: AnalyticsFilter;
  /** The chosen property's name (from the last answer), for a property not among the picker's rows. */
  propertyName: string | null;
  onChange(filter: AnalyticsFilter): void;
}

/** The dashboard's filter: a range of days and a property (all by default); it applies to every chart. */
export function AnalyticsFilterBar({ filter, propertyName, onChange }: Props) {
  const t = useText(analyticsText);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const picker = usePickerRows(PROPERTY_PICKER, debounced, true);
  const rows = (picker.data?.rows ?? []) as PropertyRow[];
  const options = rows.map((row) => ({ value: row.id, label: row.name }));
  if (filter.propertyId && !options.some((option) => option.value === filter.propertyId)) {
    options.unshift({ value: filter.propertyId, label: propertyName ?? t('chosenProperty') });
  }
  const isDefault =
    !filter.propertyId &&
    (() => {
      const fallback = defaultRange(dayOf(new Date()));
      return fallback.from === filter.from && fallback.to === filter.to;
    })();

  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={t('dashboardFilter')}>
      <DatePicker.RangePicker
        aria-label={t('dateRange')}
        format={DATE_FORMAT}
        allowClear={false}
        presets={PRESETS.map((preset) => ({ label: t(preset.key), value: preset.value }))}
        value={[dayjs(filter.from, ISO_DATE_FORMAT), dayjs(filter.to, ISO_DATE_FORMAT)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) onChange({ ...filter, from: from.format(ISO_DATE_FORMAT), to: to.format(ISO_DATE_FORMAT) });
        }}
        style={{ minWidth: 260 }}
      />
      <Select
        aria-label={t('property')}
        showSearch
        allowClear
        placeholder={t('allProperties')}
        filterOption={false}
        onSearch={setSearch}
        loading={picker.isFetching}
        options={options}
        value={filter.propertyId ?? undefined}
        onChange={(value: string | undefined) => {
          setSearch('');
          onChange({ ...filter, propertyId: value ?? null });
        }}
        style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
        notFoundContent={picker.isFetching ? t('loading') : t('noPropertiesMatch')}
      />
      <Button disabled={isDefault} onClick={() => onChange({ ...defaultRange(dayOf(new Date())), propertyId: null })}>
        {t('reset')}
      </Button>
    </Flex>
  );
}
