import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type InsurancePolicyRow, insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { CsvExportButton } from '../../crud/CsvExportButton.tsx';
import { useListTable } from '../../crud/use-list-table.ts';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { translate, useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { insurancePoliciesResource } from '../../resources/insurance-policies.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { confirmDeletePolicy } from './confirm-delete-policy.ts';
import { InsuranceViewToggle } from './InsuranceViewToggle.tsx';
import { INSURANCE_PATHS } from './insurance-paths.ts';
import { PropertyFilter } from './PropertyFilter.tsx';
import { policyColumns } from './policy-columns.tsx';
import { readPropertyFilter, writePropertyFilter } from './property-filter-storage.ts';

const { list } = insurancePoliciesResource;

/**
 * Insurance Policies (Beta), View By Policy (spec 002 §2.10): the property filter ('All' first,
 * remembered), show archived, the server-sorted and paged table (default carrier name
 * ascending) with an edit link and a delete icon per row, and Add Insurance Policy.
 */
export function InsurancePoliciesPage() {
  const navigate = useNavigate();
  const t = useText(insuranceText);
  const [property, setProperty] = useState(() => readPropertyFilter());
  const [showArchived, setShowArchived] = useState(false);
  const filters = [
    { field: 'propertyId', operator: 'eq' as const, value: property?.id },
    { field: 'showArchived', operator: 'eq' as const, value: showArchived || undefined },
  ];
  const table = useListTable<InsurancePolicyRow>({
    resource: insurancePoliciesResource.name,
    meta: listOf(insurancePolicyEndpoints.list),
    pageSize: 25,
    defaultSort: list.defaultSort,
    filters,
  });
  const askDelete = (row: InsurancePolicyRow) => confirmDeletePolicy(row, () => void table.query.refetch());

  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{insurancePoliciesResource.label}</PageTitle>
        <Flex gap="small" wrap>
          <CsvExportButton endpoint={insurancePolicyEndpoints.export} query={table.exportQuery} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(INSURANCE_PATHS.form())}>
            {list.addLabel}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
        <InsuranceViewToggle value="policy" />
        <PropertyFilter
          value={property}
          onChange={(next) => {
            writePropertyFilter(next);
            setProperty(next);
          }}
        />
        <Flex gap="small" align="center">
          <Switch checked={showArchived} onChange={setShowArchived} aria-label={t('showArchived')} />
          <Typography.Text>{t('showArchived')}</Typography.Text>
        </Flex>
      </Flex>
      <Table<InsurancePolicyRow>
        rowKey="id"
        columns={policyColumns(t, { sorters: table.sorters, onDelete: askDelete })}
        dataSource={table.rows}
        loading={table.query.isFetching}
        onChange={table.onTableChange}
        locale={{ emptyText: translate(apiMessagesText, 'policyNoResults') }}
        scroll={{ x: 'max-content' }}
        pagination={table.pager}
      />
    </div>
  );
}
