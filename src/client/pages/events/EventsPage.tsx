import { PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CLAIM_TYPES, type ClaimType } from '../../../domain/claims/claim-types.ts';
import {
  CLEARED_FILTERS,
  claimTypeApplies,
  type EventListFilters,
  initialFilters,
  STATUS_FILTER_ALL,
  STATUS_FILTER_OPEN,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
  withClaimType,
  withSearch,
  withStatus,
} from '../../../domain/events/events-list-filters.ts';
import { CsvExportButton } from '../../crud/CsvExportButton.tsx';
import { SearchBox } from '../../crud/SearchBox.tsx';
import { useListTable } from '../../crud/use-list-table.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import { eventsListText } from '../../i18n/en/events-list.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { searchTerm } from '../../widgets/search-term.ts';
import { useDebouncedValue } from '../../widgets/use-debounced-value.ts';
import type { PageProps } from '../page-props.ts';
import { EventsTable } from './EventsTable.tsx';
import { EVENTS_CSV } from './events-columns.ts';
import {
  ADD_EVENT_PATH,
  browserStore,
  EVENT_SEARCH_DEBOUNCE_MS,
  EVENTS_RESOURCE,
  type EventListRow,
  eventListOptions,
  readStored,
  writeStoredFilters,
} from './events-list.ts';
import { claimTypeName, eventStatusName } from './value-names.ts';

/** A choice of the Event Status filter in words: the two 'All' choices, else the status's name. */
function statusFilterName(option: { value: StatusFilter; label: string }, t: TextOf<typeof eventsListText.en>): string {
  if (option.value === STATUS_FILTER_OPEN) return t('allExcludingComplete');
  if (option.value === STATUS_FILTER_ALL) return t('allIncludingComplete');
  return eventStatusName(option.value, option.label);
}

/**
 * /events (spec 001 §2 "Events list", §4 "Events list filters"): 'Download CSV' of every event
 * the filters match, search, the Event Status and (with Claim in Progress or Complete) Claim Type
 * selects, Clear, and the server-paged table.
 * The filters are kept in localStorage; a status in the address (?statusType=N, the home cards'
 * links) wins over the kept ones and is dropped from the address once the user changes a filter.
 */
export function EventsPage({ title }: PageProps) {
  const t = useText(eventsListText);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFiltersState] = useState<EventListFilters>(() => {
    const store = browserStore();
    const initial = initialFilters(searchParams.get('statusType'), (key) => readStored(store, key));
    writeStoredFilters(store, initial);
    return initial;
  });
  const canCreate = useCan({ resource: EVENTS_RESOURCE, action: 'create' });

  const setFilters = (next: EventListFilters) => {
    setFiltersState(next);
    writeStoredFilters(browserStore(), next);
    if (searchParams.has('statusType')) {
      setSearchParams(
        (params) => {
          params.delete('statusType');
          return params;
        },
        { replace: true },
      );
    }
  };

  const search = useDebouncedValue(searchTerm(filters.search), EVENT_SEARCH_DEBOUNCE_MS);
  const list = useListTable<EventListRow>(eventListOptions(filters, search));
  const isCleared =
    filters.search === CLEARED_FILTERS.search &&
    filters.statusType === CLEARED_FILTERS.statusType &&
    filters.claimType === CLEARED_FILTERS.claimType;

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Flex gap="small" wrap>
          <CsvExportButton {...EVENTS_CSV} query={list.exportQuery} />
          {canCreate.data?.can === true && (
            // A link (it opens the wizard's address), drawn as the primary button; followed in the app.
            <Button
              type="primary"
              icon={<PlusOutlined />}
              href={ADD_EVENT_PATH}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                navigate(ADD_EVENT_PATH);
              }}
            >
              {t('addEvent')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
        <SearchBox
          value={filters.search}
          onChange={(text) => setFilters(withSearch(filters, text))}
          onClear={() => setFilters(CLEARED_FILTERS)}
          canClear={!isCleared}
        />
        <Select<StatusFilter>
          aria-label={t('eventStatus')}
          value={filters.statusType}
          // Nine short choices: all in view at once, none hidden behind the list's scroll.
          listHeight={320}
          virtual={false}
          options={STATUS_FILTER_OPTIONS.map((option) => ({ value: option.value, label: statusFilterName(option, t) }))}
          onChange={(value) => setFilters(withStatus(filters, value))}
          style={{ width: 220, maxWidth: '100%' }}
        />
        {claimTypeApplies(filters.statusType) && (
          <Select<ClaimType>
            aria-label={t('claimType')}
            placeholder={t('claimType')}
            allowClear
            value={filters.claimType ?? undefined}
            options={CLAIM_TYPES.map((type) => ({ value: type.value, label: claimTypeName(type.value) }))}
            onChange={(value) => setFilters(withClaimType(filters, value ?? null))}
            style={{ width: 200, maxWidth: '100%' }}
          />
        )}
      </Flex>
      {list.query.isError && !list.query.data ? (
        <Alert
          type="warning"
          showIcon
          message={t('eventsNotLoaded')}
          action={<Button onClick={() => void list.query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <EventsTable list={list} narrowed={!isCleared} />
      )}
    </div>
  );
}
