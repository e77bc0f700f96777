import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Alert, Button, Checkbox, Flex, Select, Spin, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { cellText } from '../../../domain/lists/cell-text.ts';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { useText } from '../../i18n/language.ts';
import type { ResourceRecord } from '../../resources/definition.ts';
import { useFormData } from '../form-data-context.ts';
import { recordValue } from '../record-select/record-options.ts';
import { useSearchTerm } from '../search-term.ts';
import type { Row } from '../use-company-rows.ts';
import {
  addId,
  availableOptions,
  CHOSEN_PAGE_SIZE,
  chosenPage,
  chosenRows,
  idsOf,
  removeId,
  siblingPath,
  tableColumnsOf,
  valueAtPath,
} from './association.ts';
import { associationListOptions } from './options.ts';
import { PICKER_PAGE_SIZE, usePickerRows, useRowsByIds } from './use-association-rows.ts';

/**
 * The records associated with this one (a user's or vendor's properties, a group's properties):
 * pick one (searched on the server as you type), Add, see them in a table, Remove. Never a
 * duplicate; with an "all" flag on, nothing can be picked or removed. Neither the picker nor the
 * table reads the whole list: a company may have 100,000 properties.
 */
export function AssociationListField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, registry } = props;
  const t = useText(widgetsText);
  const settings = associationListOptions({ ...(uiSchema?.['ui:options'] ?? {}) });
  const wholeForm = useFormData();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const [tablePage, setTablePage] = useState(1);
  const search = useSearchTerm(searchText);

  const allPath = settings?.allField ? siblingPath(fieldPathId.path, settings.allField) : null;
  const all = allPath ? valueAtPath(wholeForm, allPath) === true : false;
  const locked = Boolean(disabled || readonly);

  const source = settings ? { endpoint: settings.endpoint, query: settings.query } : undefined;
  const picker = usePickerRows(source, search, !locked && !all);
  const ids = idsOf(formData);
  const shown = chosenPage(ids, tablePage);
  const chosen = useRowsByIds(source, shown.ids, settings?.chosenQuery);

  // Records seen in the picker or the table, so a record just added shows its name at once.
  const seen = useRef(new Map<string, Row>());
  for (const row of [...(picker.data?.rows ?? []), ...(chosen.data?.rows ?? [])]) {
    seen.current.set(recordValue(row, settings?.valueField), row);
  }
  const options = useMemo(
    () => (settings ? availableOptions(picker.data?.rows ?? [], ids, settings) : []),
    [picker.data, ids, settings],
  );
  if (!settings) {
    return <Alert type="error" message={t('misconfigured', { id: fieldPathId.$id, widget: 'associationList' })} />;
  }

  const pickerOff = locked || all;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? props.name;
  const more = picker.data && (!picker.data.totalIsExact || picker.data.total > PICKER_PAGE_SIZE);

  const change = (next: string[]) => onChange(next, fieldPathId.path);
  const add = () => {
    if (!picked) return;
    change(addId(ids, picked));
    setPicked(undefined);
    setSearchText('');
  };

  const columns: TableColumnsType<ResourceRecord> = [
    ...tableColumnsOf(settings.columns, settings.labelField).map((column) => ({
      key: column.key,
      title: column.title,
      render: (_: unknown, record: ResourceRecord) => cellText(column, record),
    })),
    {
      key: 'action',
      title: t('action'),
      width: 96,
      render: (_: unknown, record: ResourceRecord) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={locked || all}
          aria-label={t('removeNamed', {
            name: cellText(tableColumnsOf(settings.columns, settings.labelField)[0], record),
          }).trim()}
          onClick={() => change(removeId(ids, String(record.id)))}
        >
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="small" style={{ marginBottom: registry.formContext?.rowGutter ?? 16 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {allPath && settings.allLabel && (
        <Checkbox
          id={`${fieldPathId.$id}-all`}
          checked={all}
          disabled={locked}
          onChange={(event) => onChange(event.target.checked, allPath)}
        >
          {settings.allLabel}
        </Checkbox>
      )}
      <Flex gap="small">
        <Select<string, { value: string; label: string }>
          id={fieldPathId.$id}
          aria-label={settings.placeholder ?? t('selectNamed', { title: String(title) })}
          showSearch
          filterOption={false}
          searchValue={searchText}
          onSearch={setSearchText}
          style={{ flex: 1, minWidth: 0 }}
          options={options}
          value={picked}
          loading={picker.isFetching}
          placeholder={settings.placeholder ?? t('select')}
          disabled={pickerOff}
          onChange={setPicked}
          notFoundContent={picker.isFetching ? <Spin size="small" /> : search ? t('noMatches') : t('nothingToChoose')}
          popupRender={(menu) => (
            <>
              {menu}
              {more && (
                <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
                  {t('firstShown', { count: PICKER_PAGE_SIZE })}
                </Typography.Text>
              )}
            </>
          )}
        />
        <Button icon={<PlusOutlined />} disabled={pickerOff || !picked} onClick={add}>
          {settings.addLabel ?? t('add')}
        </Button>
      </Flex>
      <Table<ResourceRecord>
        size="small"
        rowKey={(record) => String(record.id)}
        columns={columns}
        dataSource={chosenRows([...seen.current.values()], shown.ids, settings, {
          loading: chosen.isFetching,
        })}
        pagination={
          ids.length > CHOSEN_PAGE_SIZE
            ? {
                current: shown.page,
                pageSize: CHOSEN_PAGE_SIZE,
                total: ids.length,
                size: 'small',
                onChange: setTablePage,
              }
            : false
        }
        locale={{ emptyText: settings.emptyText ?? t('none') }}
      />
    </Flex>
  );
}
