import { DeleteOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Button, Flex, Select, Table, Tooltip, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { insurancePolicyEndpoints, type SelectableProperty } from '../../../../schemas/insurance-policy.ts';
import {
  claimCountLabel,
  POLICY_TOAST_SECONDS,
  selectedPropertiesText,
} from '../../../domain/claims/insurance-policy.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { usePickerRows, useRowsByIds } from '../association-list/use-association-rows.ts';
import { useFormData } from '../form-data-context.ts';
import { useSearchTerm } from '../search-term.ts';
import { chosenProperties, idsOf, keepClaimed } from './chosen-properties.ts';

/** The most ids one read asks names for (the list's `ids` filter limit). */
const NAMES_PER_READ = 100;

const refuseRemoval = () =>
  showToast('error', translate(apiMessagesText, 'policyPropertyHasClaims'), POLICY_TOAST_SECONDS.propertyHasClaims);

/**
 * The policy form's Policy Properties (spec 002 §2.11, §5): the 'Associated Properties' multi-select
 * searched on the server ('Search...', 'N properties selected', claim counts in the labels), the
 * table of the chosen ones with a remove icon — greyed, with the reason as its tooltip, for a
 * property with claims under this policy — and a red border while none is chosen, green after.
 */
export function PolicyPropertiesField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, errorSchema } = props;
  const t = useText(widgetsText);
  const errors = (errorSchema?.__errors ?? []) as string[];
  const record = (useFormData() ?? {}) as { id?: string; selectableProperties?: SelectableProperty[] };
  const { token } = theme.useToken();
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const ids = idsOf(formData);
  const source = { endpoint: insurancePolicyEndpoints.selectableProperties, query: { policyId: record.id } };
  const picker = usePickerRows(source, search, !disabled && !readonly);
  const named = useRowsByIds(source, ids.slice(0, NAMES_PER_READ));

  // Every property seen (the record's, the picker's, the chosen ones read back), so names and claim counts stay known.
  const known = useRef(new Map<string, SelectableProperty>());
  for (const row of [
    ...(record.selectableProperties ?? []),
    ...((picker.data?.rows ?? []) as SelectableProperty[]),
    ...((named.data?.rows ?? []) as SelectableProperty[]),
  ]) {
    known.current.set(row.id, row);
  }
  const chosen = chosenProperties(ids, known.current);
  const change = (next: string[]) => {
    const { ids: kept, refused } = keepClaimed(ids, next, known.current);
    if (refused.length > 0) refuseRemoval();
    onChange(kept, fieldPathId.path);
  };
  const options = [
    ...chosen,
    ...((picker.data?.rows ?? []) as SelectableProperty[]).filter((p) => !ids.includes(p.id)),
  ].map((property) => ({ value: property.id, label: claimCountLabel(property.name, property.claimCount) }));
  // The title in the app's language (SchemaForm's ui:title), else the schema's.
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? props.name;
  const borderColor = ids.length === 0 ? token.colorError : token.colorSuccess;

  return (
    <Flex
      vertical
      gap="small"
      data-testid="policy-properties"
      data-state={ids.length === 0 ? 'none' : 'chosen'}
      style={{ border: `1px solid ${borderColor}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Typography.Text strong>
        <label htmlFor={fieldPathId.$id}>{title}</label>
      </Typography.Text>
      <Select<string[]>
        id={fieldPathId.$id}
        mode="multiple"
        value={ids}
        options={options}
        placeholder={t('searchEllipsis')}
        showSearch
        filterOption={false}
        searchValue={searchText}
        onSearch={setSearchText}
        onChange={change}
        loading={picker.isFetching}
        disabled={disabled || readonly}
        maxTagCount={0}
        maxTagPlaceholder={() => selectedPropertiesText(ids.length)}
        style={{ width: '100%' }}
        aria-label={title}
      />
      {errors.map((error) => (
        <Typography.Text key={error} type="danger" role="alert">
          {error}
        </Typography.Text>
      ))}
      <Table<SelectableProperty>
        rowKey="id"
        size="small"
        dataSource={chosen}
        pagination={chosen.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('noPropertiesSelected') }}
        columns={[
          {
            key: 'name',
            title: t('property'),
            render: (_, property) => claimCountLabel(property.name, property.claimCount),
          },
          {
            key: 'remove',
            title: '',
            width: 64,
            render: (_, property) => {
              const hasClaims = property.claimCount > 0;
              return (
                <Tooltip title={hasClaims ? translate(apiMessagesText, 'policyPropertyHasClaims') : t('remove')}>
                  <Button
                    type="text"
                    danger={!hasClaims}
                    icon={<DeleteOutlined />}
                    aria-label={t('removeNamed', { name: property.name })}
                    aria-disabled={hasClaims}
                    disabled={disabled || readonly}
                    style={hasClaims ? { color: token.colorTextDisabled, cursor: 'not-allowed' } : undefined}
                    onClick={() => (hasClaims ? refuseRemoval() : change(ids.filter((id) => id !== property.id)))}
                  />
                </Tooltip>
              );
            },
          },
        ]}
      />
    </Flex>
  );
}
