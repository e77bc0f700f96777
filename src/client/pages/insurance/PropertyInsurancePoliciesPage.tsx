import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { SearchBox } from '../../crud/SearchBox.tsx';
import { SORT_DIRECTIONS, sortOrderOf } from '../../crud/table-sort.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { useRowLinks } from '../../crud/use-row-links.ts';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { translate, useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import { searchFilters } from '../../providers/list-query.ts';
import { insurancePoliciesResource } from '../../resources/insurance-policies.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { InsuranceViewToggle } from './InsuranceViewToggle.tsx';
import { INSURANCE_PATHS } from './insurance-paths.ts';

type StatRow = RowOf<typeof insurancePolicyEndpoints.propertyStats>;

/**
 * Insurance Policies (Beta), View By Property (spec 002 §2.12): each property with 'All in Good
 * Standing?' (our rule: src/domain/claims/insurance-policy.ts), '# of policies' and a Manage link to
 * its Property/Policy Details; searched and paged on the server.
 */
export function PropertyInsurancePoliciesPage() {
  const navigate = useNavigate();
  const t = useText(insuranceText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const table = useListTable<StatRow>({
    resource: 'propertyInsurancePolicyStats',
    meta: listOf(insurancePolicyEndpoints.propertyStats),
    pageSize: 25,
    defaultSort: { field: 'propertyName', order: 'asc' },
    filters: searchFilters(search),
  });
  const columns: TableColumnsType<StatRow> = [
    {
      key: 'propertyName',
      title: t('propertyName'),
      dataIndex: 'propertyName',
      sorter: true,
      sortOrder: sortOrderOf('propertyName', table.sorters),
      sortDirections: SORT_DIRECTIONS,
    },
    {
      key: 'allInGoodStanding',
      title: t('allInGoodStanding'),
      render: (_, row) => (row.allInGoodStanding === 1 ? t('yes') : t('no')),
    },
    { key: 'numberOfPolicies', title: t('numberOfPolicies'), dataIndex: 'numberOfPolicies' },
    actionColumn<StatRow>({
      // The spec's table has no heading over its Manage links.
      title: '',
      render: (_, row) => (
        <Link to={INSURANCE_PATHS.details(row.propertyId)} aria-label={t('manageProperty', { name: row.propertyName })}>
          {t('manage')}
        </Link>
      ),
    }),
  ];
  const rowLinks = useRowLinks<StatRow>((row) => INSURANCE_PATHS.details(row.propertyId));
  return (
    <div>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{insurancePoliciesResource.label}</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(INSURANCE_PATHS.form())}>
          {insurancePoliciesResource.list.addLabel}
        </Button>
      </Flex>
      <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
        <InsuranceViewToggle value="property" />
        <SearchBox value={searchText} onChange={setSearchText} />
      </Flex>
      <Table<StatRow>
        rowKey="propertyId"
        columns={columns}
        dataSource={table.rows}
        loading={table.query.isFetching}
        onChange={table.onTableChange}
        locale={{ emptyText: translate(apiMessagesText, 'policyNoResults') }}
        onRow={rowLinks}
        scroll={{ x: 'max-content' }}
        pagination={table.pager}
      />
    </div>
  );
}
