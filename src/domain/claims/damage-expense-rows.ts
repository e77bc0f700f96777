import { CLAIM_LIMITS, hasWholeCents } from './claim-form.ts';
import { EXPENSE_SOURCE, type ExpenseSource } from './damage-expenses.ts';

/**
 * The rows of the Add/Edit Damages form (spec 002 §2.9, §3 'DamageRelatedExpense', §5 'Damage
 * expense rows'): the type is required, then the vendor (Vendor) or the name (Other); the amount
 * is valid only when positive; details are optional. The server refuses the same things, naming
 * the row's field ('expenses.2.amount').
 */
export const DAMAGE_MESSAGES = {
  saved: 'Damage Related Expenses Saved.',
  noneOnForm: 'No expenses currently exist.',
  noneOnTab: 'No damage related expenses to display',
  remove: 'Remove Damage Related Expense',
  typeRequired: 'Type is required',
  vendorRequired: 'Vendor is required',
  nameRequired: 'Name is required',
  amountPositive: 'Amount must be a positive amount with at most two decimals',
  vendorNotOfProperty: "must be one of the property's vendors",
  onlyWithVendor: 'may only be given with the type Vendor',
  onlyWithOther: 'may only be given with the type Other',
} as const;

/** Toast duration (spec 002 §9): 3 s for damages saved. */
export const DAMAGES_TOAST_SECONDS = 3;

export const DAMAGE_LIMITS = {
  rows: 200,
  nameLength: 200,
  detailLength: 2_000,
} as const;

/** One row as the form edits it; the amount as typed. */
export interface ExpenseRowDraft {
  key: string;
  id?: string;
  expenseSource: ExpenseSource | null;
  vendorId: string | null;
  otherName: string;
  detail: string;
  amountText: string;
}

export type ExpenseRowField = 'expenseSource' | 'vendorId' | 'otherName' | 'amount';

/** A positive amount of whole cents that the table can store. */
export function isPositiveAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= CLAIM_LIMITS.maxAmount &&
    hasWholeCents(value)
  );
}

/** The amount text as a number: digits and one point (what the input keeps), else undefined. */
export function amountOfText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Each field's problem in a row (none: an empty object). */
export function expenseRowProblems(row: ExpenseRowDraft): Partial<Record<ExpenseRowField, string>> {
  const problems: Partial<Record<ExpenseRowField, string>> = {};
  if (row.expenseSource === null) problems.expenseSource = DAMAGE_MESSAGES.typeRequired;
  if (row.expenseSource === EXPENSE_SOURCE.vendor && !row.vendorId) problems.vendorId = DAMAGE_MESSAGES.vendorRequired;
  if (row.expenseSource === EXPENSE_SOURCE.other && !row.otherName.trim()) {
    problems.otherName = DAMAGE_MESSAGES.nameRequired;
  }
  if (!isPositiveAmount(amountOfText(row.amountText))) problems.amount = DAMAGE_MESSAGES.amountPositive;
  return problems;
}

/** Save is disabled while any row is invalid (an empty list is valid: it removes every expense). */
export function expenseRowsValid(rows: readonly ExpenseRowDraft[]): boolean {
  return rows.every((row) => Object.keys(expenseRowProblems(row)).length === 0);
}

/** A row's body: the vendor only for Vendor, the name only for Other, blank details as none. */
export function expenseRowBody(row: ExpenseRowDraft) {
  const vendor = row.expenseSource === EXPENSE_SOURCE.vendor;
  return {
    ...(row.id ? { id: row.id } : {}),
    expenseSource: row.expenseSource ?? EXPENSE_SOURCE.vendor,
    vendorId: vendor ? row.vendorId : null,
    otherName: vendor ? null : row.otherName.trim(),
    detail: row.detail.trim() || null,
    amount: amountOfText(row.amountText) ?? 0,
  };
}
