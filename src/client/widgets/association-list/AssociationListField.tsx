import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Alert, Button, Checkbox, Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { cellText } from '../../crud/cell-text.ts';
import type { ResourceRecord } from '../../crud/resource-definition.ts';
import { useFormData } from '../form-data-context.ts';
import { useCompanyRows } from '../use-company-rows.ts';
import {
  addId,
  availableOptions,
  chosenRows,
  idsOf,
  removeId,
  siblingPath,
  tableColumnsOf,
  valueAtPath,
} from './association.ts';
import { associationListOptions } from './options.ts';

const matches = (input: string, option?: { label: string }) =>
  Boolean(option?.label.toLowerCase().includes(input.trim().toLowerCase()));

/**
 * The records associated with this one (a user's or vendor's properties, a group's properties):
 * pick one, Add, see them in a table, Remove. Never a duplicate; with an "all" flag on, nothing
 * can be picked or removed.
 */
export function AssociationListField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, registry } = props;
  const settings = associationListOptions({ ...(uiSchema?.['ui:options'] ?? {}) });
  const wholeForm = useFormData();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const rows = useCompanyRows(
    settings ? { path: settings.path, responseKey: settings.responseKey, query: settings.query } : undefined,
  );
  const ids = idsOf(formData);
  const options = useMemo(
    () => (settings ? availableOptions(rows.data ?? [], ids, settings) : []),
    [rows.data, ids, settings],
  );
  if (!settings) {
    return <Alert type="error" message={`${fieldPathId.$id}: associationList needs ui:options path and responseKey`} />;
  }

  const allPath = settings.allField ? siblingPath(fieldPathId.path, settings.allField) : null;
  const all = allPath ? valueAtPath(wholeForm, allPath) === true : false;
  const locked = Boolean(disabled || readonly);
  const pickerOff = locked || all || options.length === 0;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? props.name;

  const change = (next: string[]) => onChange(next, fieldPathId.path);
  const add = () => {
    if (!picked) return;
    change(addId(ids, picked));
    setPicked(undefined);
  };

  const columns: TableColumnsType<ResourceRecord> = [
    ...tableColumnsOf(settings.columns, settings.labelField).map((column) => ({
      key: column.key,
      title: column.title,
      render: (_: unknown, record: ResourceRecord) => cellText(column, record),
    })),
    {
      key: 'action',
      title: 'Action',
      width: 96,
      render: (_: unknown, record: ResourceRecord) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={locked || all}
          aria-label={`Remove ${cellText(tableColumnsOf(settings.columns, settings.labelField)[0], record)}`.trim()}
          onClick={() => change(removeId(ids, String(record.id)))}
        >
          Remove
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
          aria-label={settings.placeholder ?? `Select ${title}`}
          showSearch
          filterOption={matches}
          style={{ flex: 1, minWidth: 0 }}
          options={options}
          value={picked}
          loading={rows.isLoading}
          placeholder={settings.placeholder ?? 'Select...'}
          disabled={pickerOff}
          onChange={setPicked}
        />
        <Button icon={<PlusOutlined />} disabled={pickerOff || !picked} onClick={add}>
          {settings.addLabel ?? 'Add'}
        </Button>
      </Flex>
      <Table<ResourceRecord>
        size="small"
        rowKey={(record) => String(record.id)}
        columns={columns}
        dataSource={chosenRows(rows.data ?? [], ids, settings)}
        pagination={ids.length > 10 ? { pageSize: 10, size: 'small' } : false}
        locale={{ emptyText: settings.emptyText ?? 'None' }}
        loading={rows.isLoading && ids.length > 0}
      />
    </Flex>
  );
}
