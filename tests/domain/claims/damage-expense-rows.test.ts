import { describe, expect, it } from 'vitest';
import {
  amountOfText,
  DAMAGE_MESSAGES,
  type ExpenseRowDraft,
  expenseRowBody,
  expenseRowProblems,
  expenseRowsValid,
  isPositiveAmount,
} from '../../../src/domain/claims/damage-expense-rows.ts';

const row = (over: Partial<ExpenseRowDraft> = {}): ExpenseRowDraft => ({
  key: 'k',
  expenseSource: 0,
  vendorId: 'v1',
  otherName: '',
  detail: '',
  amountText: '10.50',
  ...over,
});

describe('damage expense rows (spec 002 §5)', () => {
  it('a vendor row needs its vendor, an other row its name', () => {
    expect(expenseRowProblems(row())).toEqual({});
    expect(expenseRowProblems(row({ vendorId: null }))).toEqual({ vendorId: DAMAGE_MESSAGES.vendorRequired });
    expect(expenseRowProblems(row({ expenseSource: 1, vendorId: null, otherName: ' ' }))).toEqual({
      otherName: DAMAGE_MESSAGES.nameRequired,
    });
    expect(expenseRowProblems(row({ expenseSource: null }))).toEqual({ expenseSource: DAMAGE_MESSAGES.typeRequired });
  });

  it.each([
    ['10', true],
    ['0.01', true],
    ['.5', true],
    ['0', false],
    ['', false],
    ['-5', false],
    ['1.234', false],
    ['1,000', false],
  ])('amount %j valid: %s', (amountText, valid) => {
    expect(expenseRowProblems(row({ amountText })).amount === undefined).toBe(valid);
  });

  it('the form is valid only when every row is; an empty list is valid', () => {
    expect(expenseRowsValid([])).toBe(true);
    expect(expenseRowsValid([row(), row({ amountText: '0' })])).toBe(false);
  });

  it('a row’s body keeps only its type’s name and blank details as none', () => {
    expect(expenseRowBody(row({ otherName: 'stale', detail: '  ' }))).toEqual({
      expenseSource: 0,
      vendorId: 'v1',
      otherName: null,
      detail: null,
      amount: 10.5,
    });
    expect(expenseRowBody(row({ id: 'x', expenseSource: 1, otherName: ' Resident ', detail: 'Carpet' }))).toEqual({
      id: 'x',
      expenseSource: 1,
      vendorId: null,
      otherName: 'Resident',
      detail: 'Carpet',
      amount: 10.5,
    });
  });

  it('reads amounts as typed', () => {
    expect(amountOfText('12.')).toBe(12);
    expect(amountOfText('abc')).toBeUndefined();
    expect(isPositiveAmount(0.29)).toBe(true);
    expect(isPositiveAmount(0)).toBe(false);
  });
});
