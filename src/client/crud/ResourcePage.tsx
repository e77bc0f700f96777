import { PlusOutlined } from '@ant-design/icons';
import { useGo } from '@refinedev/core';
import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { resourceNamed } from '../../../resources.config.ts';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import { listFilters } from '../providers/list-query.ts';
import type { ResourceRecord } from '../resources/definition.ts';
import { showToast } from '../session/toasts.ts';
import { PageTitle } from '../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../widgets/search-term.ts';
import { CsvExportButton } from './CsvExportButton.tsx';
import { FormModal } from './FormModal.tsx';
import { ImportCsvButton } from './import/ImportCsvButton.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { formRoute, visibleColumns } from './list-columns.ts';
import { resourceCsv } from './resource-csv.ts';
import { tableColumns } from './table-columns.tsx';
import { useListTable } from './use-list-table.ts';
import { openableRow } from './use-row-links.ts';

const DEFAULT_PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, 100, 200];

/**
 * The generic list of a resource declared in resources.config.ts: title, 'Download CSV', 'Import
 * CSV' (where declared) and add buttons, search with Clear, 'show archived' where the resource has it (the Archived column only
 * while it is on), a server-sorted and server-paged table with an edit action per row, and the
 * resource's form (a modal, or its own page route).
 */
export function ResourcePage({ name }: { name: string }) {
  const definition = resourceNamed(name);
  const { list, form } = definition;
  const go = useGo();
  // Re-rendered on a change of language: the declaration's words and the columns' titles are read in it.
  const t = useText(crudText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const [showArchived, setShowArchived] = useState(false);
  // undefined: no form open; null: a new record; otherwise the row being edited.
  const [editing, setEditing] = useState<ResourceRecord | null | undefined>(undefined);

  const table = useListTable<ResourceRecord>({
    resource: name,
    pageSize: list.pageSize ?? DEFAULT_PAGE_SIZE,
    defaultSort: list.defaultSort,
    filters: listFilters(search, showArchived),
    pageSizes: PAGE_SIZES,
  });

  const openForm = (record: ResourceRecord | null) => {
    const blocked = record && definition.editBlockedReason?.(record);
    if (blocked) {
      showToast('error', blocked);
      return;
    }
    if (form.kind === 'page') go({ to: formRoute(form.route, record?.id ?? form.newId) });
    else setEditing(record);
  };

  const csv = resourceCsv(definition);
  const columns = tableColumns(visibleColumns(definition, showArchived), {
    sorters: table.sorters,
    editLabel: list.editLabel ?? t('edit'),
    onEdit: openForm,
    rowActions: list.rowActions,
  });

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{definition.label}</PageTitle>
        <Flex gap="small" wrap>
          {csv && <CsvExportButton {...csv} query={table.exportQuery} />}
          {list.import && <ImportCsvButton resource={list.import} listResource={name} />}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            {list.addLabel}
          </Button>
        </Flex>
      </Flex>
      <ListToolbar
        searchable={list.searchable}
        searchText={searchText}
        onSearchText={setSearchText}
        showArchived={
          list.archivedField
            ? { value: showArchived, onChange: setShowArchived, label: list.showArchivedLabel }
            : undefined
        }
      />
      <Table<ResourceRecord>
        rowKey={(record) => String(record.id)}
        columns={columns}
        dataSource={table.rows}
        loading={table.query.isFetching}
        onChange={table.onTableChange}
        // A row opens its record, as its edit button does.
        onRow={(record) => openableRow(() => openForm(record))}
        // On a narrow screen the table scrolls inside itself, not the whole page (issue 9, point 16).
        scroll={{ x: 'max-content' }}
        pagination={table.pager}
      />
      {editing !== undefined && form.kind === 'modal' && (
        <FormModal
          key={editing?.id ?? 'new'}
          definition={definition}
          record={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
