import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Form } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { damagesTabPath } from '../../../domain/claims/claim-form.ts';
import {
  amountOfText,
  DAMAGES_TOAST_SECONDS,
  expenseRowBody,
  expenseRowsValid,
} from '../../../domain/claims/damage-expense-rows.ts';
import { damageExpenseTotal } from '../../../domain/claims/damage-expenses.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import * as Typography from '../../vendor/light-typography.tsx';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import { PageProblem } from '../common/PageProblem.tsx';
import type { PageProps } from '../page-props.ts';
import { saveFailureText } from './claim-draft.ts';
import { type DamageExpense, useDamages, usePropertyVendors, useSaveDamages } from './claims-api.ts';
import { ExpenseRowEditor } from './ExpenseRowEditor.tsx';
import { useExpenseRows } from './use-expense-rows.ts';

/**
 * Add/Edit Damages, /addEditDamages?eventId&propertyId (spec 002 §2.9): the event's damage related
 * expenses as rows, the 'Total Expense', an add button, 'No expenses currently exist.'; Save
 * (disabled while a row is invalid) replaces the list; Close and a save go back to the Damages tab.
 */
export function AddEditDamagesPage({ title }: PageProps) {
  const t = useText(claimsText);
  const [query] = useSearchParams();
  const eventId = query.get('eventId') ?? '';
  const damages = useDamages(eventId);
  if (!eventId) return <PageProblem title={title} message={t('noEventChosen')} />;
  if (damages.isPending) return <PageLoading text={t('loadingDamages')} />;
  if (!damages.data) {
    return (
      <PageProblem
        title={title}
        message={t('damagesNotLoaded')}
        action={<Button onClick={() => void damages.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <DamagesEditor
      eventId={eventId}
      propertyId={query.get('propertyId') ?? ''}
      expenses={damages.data.damageRelatedExpenses}
    />
  );
}

interface DamagesEditorProps {
  eventId: string;
  propertyId: string;
  expenses: DamageExpense[];
}

function DamagesEditor({ eventId, propertyId, expenses }: DamagesEditorProps) {
  const t = useText(claimsText);
  const navigate = useNavigate();
  const rows = useExpenseRows(expenses);
  const vendors = usePropertyVendors(propertyId);
  const save = useSaveDamages(eventId);
  const [saved, setSaved] = useState(false);
  const valid = expenseRowsValid(rows.rows);
  const close = () => navigate(damagesTabPath(eventId));
  const vendorOptions = (vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }));
  // A vendor the property has dropped since the row was saved still shows by its name.
  for (const expense of expenses) {
    if (expense.vendorId && expense.vendorName && !vendorOptions.some((option) => option.value === expense.vendorId)) {
      vendorOptions.push({ value: expense.vendorId, label: expense.vendorName });
    }
  }
  const total = damageExpenseTotal(rows.rows.map((row) => ({ amount: amountOfText(row.amountText) ?? 0 })));
  const submit = () =>
    save.mutate(rows.rows.map(expenseRowBody), {
      onSuccess: () => {
        setSaved(true);
        showToast('success', t('damagesSaved'), DAMAGES_TOAST_SECONDS);
        close();
      },
      onError: (error) => {
        rows.setServerErrors(error);
        showToast('error', saveFailureText(error), DAMAGES_TOAST_SECONDS);
      },
    });
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <PageTitle style={{ margin: 0 }}>{t('damageRelatedExpenses')}</PageTitle>
        <Flex gap="small">
          <Button type="primary" disabled={!valid || save.isPending || saved} loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
          <Button onClick={close}>{t('close')}</Button>
        </Flex>
      </Flex>
      {vendors.isError && <Alert type="warning" showIcon message={t('vendorsNotLoaded')} />}
      <Card size="small">
        <Form layout="vertical" component="div">
          {rows.rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDamagesOnForm')} />
          ) : (
            rows.rows.map((row, index) => (
              <ExpenseRowEditor
                key={row.key}
                row={row}
                index={index}
                vendors={vendorOptions}
                vendorsLoading={vendors.isPending}
                problem={(field) => rows.problem(row, index, field)}
                onChange={(next) => rows.change(row.key, next)}
                onLeave={(field) => rows.leave(row.key, field)}
                onRemove={() => rows.remove(row.key)}
              />
            ))
          )}
        </Form>
        <Flex
          justify="space-between"
          align="center"
          wrap
          gap="small"
          style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
        >
          <Button icon={<PlusOutlined />} onClick={rows.add}>
            {t('addExpense')}
          </Button>
          <Typography.Text strong data-testid="damages-total">
            {t('totalExpense', { total: formatUsd(total) })}
          </Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
}
