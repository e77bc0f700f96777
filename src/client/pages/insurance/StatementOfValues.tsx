import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { propertyBuildingEndpoints } from '../../../../schemas/property-building.ts';
import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import { recordMessagesText } from '../../../domain/i18n/en/schema-messages.ts';
import { cellText } from '../../../domain/lists/cell-text.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { CsvExportButton } from '../../crud/CsvExportButton.tsx';
import { columnTitle } from '../../crud/column-title.ts';
import { useListTable } from '../../crud/use-list-table.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { translate, useText } from '../../i18n/language.ts';
import { listOf } from '../../providers/data-provider.ts';
import type { ResourceRecord } from '../../resources/definition.ts';
import { propertyBuildingsResource } from '../../resources/property-buildings.ts';
import { showToast } from '../../session/toasts.ts';
import { BuildingFormModal } from './BuildingFormModal.tsx';

type Building = RowOf<typeof propertyBuildingEndpoints.list>;

const { list } = propertyBuildingsResource;

/**
 * The property's Statement of Values (spec 002 §2.13; real rows, kept by policy managers): the
 * buildings by location, Add Building, edit and delete per row, and 'Download CSV' of them all.
 */
export function StatementOfValues({ propertyId }: { propertyId: string }) {
  const t = useText(insuranceText);
  // undefined: no form; null: a new building; otherwise the one being edited.
  const [editing, setEditing] = useState<Building | null | undefined>(undefined);
  const params = { id: propertyId };
  const table = useListTable<Building>({
    resource: propertyBuildingsResource.name,
    meta: listOf(propertyBuildingEndpoints.list, params),
    pageSize: 25,
    defaultSort: list.defaultSort,
    filters: [],
    hidePagerWhenOnePage: true,
  });
  const reload = () => void table.query.refetch();
  const remove = (building: Building) =>
    withFeedback(({ modal }) =>
      modal.confirm({
        title: translate(recordMessagesText, 'buildingConfirmDelete'),
        okText: t('delete'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await callEndpoint(propertyBuildingEndpoints.delete, {
              params: { id: propertyId, buildingId: building.id },
            });
          } catch {
            return;
          }
          showToast('success', translate(recordMessagesText, 'buildingDeleted'));
          reload();
        },
      }),
    );
  const columns: TableColumnsType<Building> = [
    ...list.columns.map((column) => ({
      key: column.key,
      title: columnTitle(column),
      render: (_: unknown, row: Building) => cellText(column, row as unknown as ResourceRecord),
    })),
    actionColumn<Building>({
      render: (_: unknown, row: Building) => (
        <Flex gap={4}>
          <Tooltip title={list.editLabel}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('editBuilding', { number: row.buildingNumber ?? '' }).trim()}
              onClick={() => setEditing(row)}
            />
          </Tooltip>
          <Tooltip title={t('deleteBuilding')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('deleteBuildingNumber', { number: row.buildingNumber ?? '' }).trim()}
              onClick={() => remove(row)}
            />
          </Tooltip>
        </Flex>
      ),
    }),
  ];
  return (
    <Card
      title={t('statementOfValues')}
      extra={
        <Flex gap="small" wrap>
          <CsvExportButton endpoint={propertyBuildingEndpoints.export} params={params} query={table.exportQuery} />
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {list.addLabel}
          </Button>
        </Flex>
      }
    >
      <Table<Building>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={table.rows}
        loading={table.query.isFetching}
        onChange={table.onTableChange}
        locale={{ emptyText: translate(recordMessagesText, 'buildingEmpty') }}
        scroll={{ x: 'max-content' }}
        pagination={table.pager}
      />
      {editing !== undefined && (
        <BuildingFormModal
          propertyId={propertyId}
          building={editing as ResourceRecord | null}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
    </Card>
  );
}
