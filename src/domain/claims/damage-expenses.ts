import { dollarsOf, totalCents } from '../common/currency.ts';

/** Where a damage related expense comes from (spec 002 §4 'Expense source'). */
export const EXPENSE_SOURCES = [
  { value: 0, label: 'Vendor' },
  { value: 1, label: 'Other' },
] as const;

export type ExpenseSource = (typeof EXPENSE_SOURCES)[number]['value'];

export const EXPENSE_SOURCE = { vendor: 0, other: 1 } as const satisfies Record<string, ExpenseSource>;

export function expenseSourceLabel(value: number): string {
  return EXPENSE_SOURCES.find((source) => source.value === value)?.label ?? 'Other';
}

/** The 'Total Expense' row and a claim's damage related expense total in whole cents. */
export function damageExpenseTotalCents(expenses: readonly { amount: number | string }[]): number {
  return totalCents(expenses.map((expense) => expense.amount));
}

/** The same total in dollars (the form's 'Total Expense', the API's `total`): summed in whole cents. */
export function damageExpenseTotal(expenses: readonly { amount: number | string }[]): number {
  return dollarsOf(damageExpenseTotalCents(expenses));
}
