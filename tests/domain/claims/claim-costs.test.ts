import { describe, expect, it } from 'vitest';
import { claimComputedCents, claimComputedCosts, parseMoneyText } from '../../../src/domain/claims/claim-costs.ts';
import { claimStatusLabel, isClaimClosed } from '../../../src/domain/claims/claim-status.ts';
import { isPositiveAmount } from '../../../src/domain/claims/damage-expense-rows.ts';
import { damageExpenseTotal, damageExpenseTotalCents } from '../../../src/domain/claims/damage-expenses.ts';

describe('claim costs (spec 002 §5 Claim form)', () => {
  it('adds repair, mitigation, business interruption and damage expenses into the total loss', () => {
    expect(
      claimComputedCosts({
        repairCost: 1000.1,
        mitigationCost: 200.2,
        businessInterruptionCost: 0.3,
        damageRelatedExpenseTotal: 50,
        settlementAmount: 750.55,
      }),
    ).toEqual({ totalLoss: 1250.6, adjustment: 500.05 });
  });

  it('counts an empty settlement (and any empty cost) as 0', () => {
    expect(claimComputedCosts({ repairCost: 10, settlementAmount: null })).toEqual({ totalLoss: 10, adjustment: 10 });
    expect(claimComputedCosts({})).toEqual({ totalLoss: 0, adjustment: 0 });
  });

  it('leaves the other costs (deductible, estimate, depreciation) out of the total loss', () => {
    const inputs = { repairCost: 5, deductible: 1000, costEstimate: 99, recoverableDepreciation: 7 };
    expect(claimComputedCosts(inputs)).toEqual({ totalLoss: 5, adjustment: 5 });
  });

  it('goes negative when the settlement exceeds the loss', () => {
    expect(claimComputedCosts({ repairCost: 100, settlementAmount: 150.25 }).adjustment).toBe(-50.25);
  });

  it('sums in cents, so 0.1 + 0.2 is 0.3', () => {
    expect(claimComputedCosts({ repairCost: 0.1, mitigationCost: 0.2 }).totalLoss).toBe(0.3);
  });

  it('adds whole cents where float dollars drift, from numbers or the stored numeric texts alike', () => {
    // Float dollars: 0.07 + 0.01 + 1234.56 = 1234.6399999999999; 1264.63 - 0.07 = 1264.5600000000002.
    const inputs = {
      repairCost: 0.07,
      mitigationCost: 0.01,
      businessInterruptionCost: 1234.56,
      damageRelatedExpenseTotal: 0,
    };
    expect(claimComputedCosts(inputs)).toEqual({ totalLoss: 1234.64, adjustment: 1234.64 });
    expect(claimComputedCosts({ repairCost: 1264.63, settlementAmount: 0.07 }).adjustment).toBe(1264.56);
    expect(claimComputedCents({ ...inputs, damageRelatedExpenseTotal: 0.3, settlementAmount: 0.15 })).toEqual({
      totalLoss: 123494,
      adjustment: 123479,
    });
    expect(
      claimComputedCents({
        repairCost: '1234.50',
        mitigationCost: '0.15',
        businessInterruptionCost: '0.10',
        damageRelatedExpenseTotal: '0.20',
        settlementAmount: '0.30',
      }),
    ).toEqual({ totalLoss: 123495, adjustment: 123465 });
  });

  it('totals many small damage expenses exactly', () => {
    const pennies = Array.from({ length: 1000 }, () => ({ amount: 0.01 }));
    expect(damageExpenseTotal(pennies)).toBe(10);
    expect(damageExpenseTotalCents(pennies)).toBe(1000);
    expect(damageExpenseTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(damageExpenseTotal([{ amount: '1234.50' }, { amount: '0.15' }])).toBe(1234.65);
  });
});

describe('money text', () => {
  it.each<[string | number | null | undefined, number | undefined]>([
    ['$1,234.56', 1234.56],
    ['1234', 1234],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['  ', 0],
    ['.5', 0.5],
    ['12.', 12],
    [42.5, 42.5],
    ['abc', undefined],
    ['1.2.3', undefined],
    [Number.NaN, undefined],
  ])('parses %j as %j', (text, value) => {
    expect(parseMoneyText(text)).toBe(value);
  });
});

describe('claim status (spec 002 §4)', () => {
  it('closes a claim at 7 to 10 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isClaimClosed)).toEqual(Array(7).fill(false));
    expect([7, 8, 9, 10].map(isClaimClosed)).toEqual(Array(4).fill(true));
  });

  it('names the statuses, and a missing one NOT YET AVAILABLE', () => {
    expect(claimStatusLabel(5)).toBe('Pending Payment/Settled');
    expect(claimStatusLabel(9)).toBe('Closed Resident Out Of Pocket');
    expect(claimStatusLabel(null)).toBe('NOT YET AVAILABLE');
  });
});

describe('damage expenses (spec 002 §5)', () => {
  it('totals in cents', () => {
    expect(damageExpenseTotal([{ amount: 0.1 }, { amount: 0.2 }, { amount: 100 }])).toBe(100.3);
    expect(damageExpenseTotal([])).toBe(0);
  });

  it('accepts only positive amounts', () => {
    expect([1, 0.01].every(isPositiveAmount)).toBe(true);
    expect([0, -1, Number.NaN, '5', null].some(isPositiveAmount)).toBe(false);
  });
});
