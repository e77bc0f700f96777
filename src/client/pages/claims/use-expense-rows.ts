import { useState } from 'react';
import {
  type ExpenseRowDraft,
  type ExpenseRowField,
  expenseRowProblems,
} from '../../../domain/claims/damage-expense-rows.ts';
import { EXPENSE_SOURCE } from '../../../domain/claims/damage-expenses.ts';
import { currencyTextOf } from '../../../domain/common/currency.ts';
import { ApiError } from '../../api/http.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { translate } from '../../i18n/language.ts';
import type { DamageExpense } from './claims-api.ts';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

const draftOf = (expense: DamageExpense): ExpenseRowDraft => ({
  key: expense.id,
  id: expense.id,
  expenseSource: expense.expenseSource,
  vendorId: expense.vendorId,
  otherName: expense.otherName ?? '',
  detail: expense.detail ?? '',
  amountText: currencyTextOf(expense.amount),
});

/** Each field has one problem (domain/claims/damage-expense-rows.ts): its words in the catalogue. */
const PROBLEM_KEYS = {
  expenseSource: 'typeRequired',
  vendorId: 'vendorRequired',
  otherName: 'nameRequired',
  amount: 'amountPositive',
} as const satisfies Record<ExpenseRowField, keyof typeof claimsText.en>;

/** A row's field problem in the language the app speaks, if it has one. */
const problemText = (row: ExpenseRowDraft, field: ExpenseRowField) =>
  expenseRowProblems(row)[field] === undefined ? undefined : translate(claimsText, PROBLEM_KEYS[field]);

const ROW_FIELD = /^expenses\.(\d+)\.(expenseSource|vendorId|otherName|amount)$/;

/**
 * The damages form's rows: add (a Vendor row), change, remove; each field's problem shows once the
 * field was left, and the server's field errors ('expenses.2.amount') at their row until it changes.
 */
export function useExpenseRows(expenses: DamageExpense[]) {
  const [rows, setRows] = useState<ExpenseRowDraft[]>(() => expenses.map(draftOf));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const forgetServer = (key: string) =>
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith(`${key}.`))));
  return {
    rows,
    add: () =>
      setRows((current) => [
        ...current,
        {
          key: newKey(),
          expenseSource: EXPENSE_SOURCE.vendor,
          vendorId: null,
          otherName: '',
          detail: '',
          amountText: '',
        },
      ]),
    change: (key: string, next: Partial<ExpenseRowDraft>) => {
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...next } : row)));
      forgetServer(key);
    },
    remove: (key: string) => {
      setRows((current) => current.filter((row) => row.key !== key));
      forgetServer(key);
    },
    leave: (key: string, field: ExpenseRowField) => setTouched((current) => new Set(current).add(`${key}.${field}`)),
    problem: (row: ExpenseRowDraft, _index: number, field: ExpenseRowField): string | undefined =>
      server[`${row.key}.${field}`] ?? (touched.has(`${row.key}.${field}`) ? problemText(row, field) : undefined),
    setServerErrors: (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      const found: Record<string, string> = {};
      for (const { field, message } of error.body?.validationErrors ?? []) {
        const match = ROW_FIELD.exec(field);
        const row = match ? rows[Number(match[1])] : undefined;
        if (match && row) found[`${row.key}.${match[2]}`] = message;
      }
      setServer(found);
    },
  };
}
