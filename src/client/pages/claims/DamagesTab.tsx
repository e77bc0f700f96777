import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table } from 'antd';
import { useNavigate } from 'react-router';
import { damagesFormPath } from '../../../domain/claims/claim-form.ts';
import { EXPENSE_SOURCE } from '../../../domain/claims/damage-expenses.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { expenseSourceName } from '../events/value-names.ts';
import { type DamageExpense, useDamages } from './claims-api.ts';

const nameOf = (expense: DamageExpense) =>
  (expense.expenseSource === EXPENSE_SOURCE.vendor ? expense.vendorName : expense.otherName) ?? '';

/**
 * The Damages tab of event management (spec 001 §2): Type, Name (Vendor/Other), Details, Amount and
 * the total row; 'No damage related expenses to display'; Add (none yet) or Edit opens the form.
 */
export function DamagesTab({ eventId, propertyId }: { eventId: string; propertyId: string }) {
  const t = useText(claimsText);
  const damages = useDamages(eventId);
  const navigate = useNavigate();
  if (damages.isError && !damages.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('damagesNotLoaded')}
        action={<Button onClick={() => void damages.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const expenses = damages.data?.damageRelatedExpenses ?? [];
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(damagesFormPath(eventId, propertyId))}>
          {expenses.length === 0 ? t('add') : t('edit')}
        </Button>
      </Flex>
      <Table<DamageExpense>
        aria-label={t('damagesTable')}
        size="small"
        rowKey="id"
        loading={damages.isPending}
        dataSource={expenses}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noDamagesOnTab') }}
        columns={[
          { key: 'type', title: t('type'), render: (_, expense) => expenseSourceName(expense.expenseSource) },
          { key: 'name', title: t('nameVendorOther'), render: (_, expense) => nameOf(expense) },
          { key: 'detail', title: t('details'), render: (_, expense) => expense.detail ?? '' },
          { key: 'amount', title: t('amount'), align: 'right', render: (_, expense) => formatUsd(expense.amount) },
        ]}
        summary={() =>
          expenses.length === 0 ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="damages-tab-total">{formatUsd(damages.data?.total ?? 0)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Flex>
  );
}
