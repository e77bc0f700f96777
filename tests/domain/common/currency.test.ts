import { describe, expect, it } from 'vitest';
import {
  amountOfCurrencyText,
  centsText,
  currencyInputText,
  currencyTextOf,
  dollarsOf,
  formatUsd,
  isWholeCents,
  keepCurrencyTyping,
  numericText,
  roundToCents,
  toCents,
  totalCents,
  truncateToCents,
  usdText,
} from '../../../src/domain/common/currency.ts';

describe('currency (US dollars, exact to the cent)', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [19.999, 20],
    [1.005, 1.01],
    [-2.345, -2.35],
    [1234.5, 1234.5],
    [0, 0],
  ])('rounds %d to %d', (value, rounded) => {
    expect(roundToCents(value)).toBe(rounded);
  });

  it('gives nothing for what is not a finite number', () => {
    for (const value of [undefined, null, '12', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(roundToCents(value)).toBeUndefined();
    }
  });

  it('counts whole cents', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(-0.5)).toBe(-50);
  });

  it.each<[unknown, string]>([
    [1234.5, '$1,234.50'],
    [0.3, '$0.30'],
    [1_000_000, '$1,000,000.00'],
    ['250', '$250.00'],
    [-12, '-$12.00'],
    [0, '$0'],
    [undefined, '$0'],
    [null, '$0'],
    ['', '$0'],
    ['abc', '$0'],
  ])('shows %j as %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it('reads money one way: $, thousands separators, two decimals (issue 23 item 7: not "$ 1,234.5")', () => {
    expect(usdText(1234.5)).toBe('$1,234.50');
    expect(usdText(0)).toBe('$0.00');
    expect(usdText(-0.001)).toBe('$0.00');
    expect(formatUsd(1234.5)).toBe(usdText(1234.5));
  });
});

describe('the currency input (spec 002 §5)', () => {
  it('keeps digits, commas, one decimal point and one $ at the start while typing', () => {
    expect(keepCurrencyTyping('$1,234.5')).toBe('$1,234.5');
    expect(keepCurrencyTyping('12$3a.4.5')).toBe('123.45');
    expect(keepCurrencyTyping('$$1')).toBe('$1');
    expect(keepCurrencyTyping('1.2,3')).toBe('1.23');
    expect(keepCurrencyTyping('')).toBe('');
  });

  it('keeps only digits and one decimal point in the claim and damage forms', () => {
    expect(keepCurrencyTyping('$1,2a3.4.5', true)).toBe('123.45');
    expect(keepCurrencyTyping('..', true)).toBe('.');
    expect(keepCurrencyTyping('', true)).toBe('');
  });

  it('cuts, not rounds, more than two decimals on leaving', () => {
    expect(truncateToCents('12.999')).toBe('12.99');
    expect(truncateToCents('12.5')).toBe('12.5');
    expect(truncateToCents('12')).toBe('12');
  });

  it('reads the text as an amount: empty is none (null), never 0', () => {
    expect(amountOfCurrencyText('$1,234.5')).toBe(1234.5);
    expect(amountOfCurrencyText('0')).toBe(0);
    expect(amountOfCurrencyText('')).toBeNull();
    expect(amountOfCurrencyText('$')).toBeNull();
    expect(amountOfCurrencyText(undefined)).toBeNull();
    expect(amountOfCurrencyText('.')).toBeUndefined();
  });

  it('shows $1,234.50 outside typing, nothing when empty, and edits the digits', () => {
    expect(currencyInputText('1234.5')).toBe('$1,234.50');
    expect(currencyInputText('$1,234.5')).toBe('$1,234.50');
    expect(currencyInputText('0')).toBe('$0.00');
    expect(currencyInputText('')).toBe('');
    expect(currencyInputText('.')).toBe('.');
    expect(currencyTextOf(1234.5)).toBe('1234.50');
    expect(currencyTextOf(null)).toBe('');
    expect(currencyTextOf(0)).toBe('0.00');
  });
});

describe('money is exact end to end: whole cents in, integer sums, one way back (issue 25)', () => {
  it("reads a numeric column's text digit by digit, never through a float", () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('999999999999.99')).toBe(99999999999999);
    expect(toCents('12')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('0')).toBe(0);
    expect(toCents('')).toBeNaN();
    expect(toCents('1.2.3')).toBeNaN();
  });

  it('writes whole cents as the exact text numeric(14, 2) stores', () => {
    expect(centsText(123450)).toBe('1234.50');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(99999999999999)).toBe('999999999999.99');
    expect(numericText(0.1 + 0.2)).toBe('0.30');
    expect(numericText(1234.5)).toBe('1234.50');
    expect(dollarsOf(123465)).toBe(1234.65);
  });

  it('sums in integers where float dollars drift', () => {
    // Float: 0.30000000000000004, 9.999999999999831, 7.000000000000009, 1264.6299999999997.
    expect(totalCents([0.1, 0.2])).toBe(30);
    expect(dollarsOf(totalCents([0.1, 0.2]))).toBe(0.3);
    expect(totalCents([1234.5, 0.15])).toBe(123465);
    expect(totalCents(Array.from({ length: 1000 }, () => 0.01))).toBe(1000);
    expect(dollarsOf(totalCents(Array.from({ length: 100 }, () => 0.07)))).toBe(7);
    expect(dollarsOf(totalCents([19.99, 0.01, 0.07, 1234.56, 3.33, 3.33, 3.34]))).toBe(1264.63);
    expect(totalCents(['1234.50', '0.15', 0.1, null, undefined])).toBe(123475);
    expect(usdText(dollarsOf(totalCents(Array.from({ length: 1000 }, () => 0.01))))).toBe('$10.00');
  });

  it('takes only amounts of whole cents, exactly (one rule for claims, damages, policies, properties)', () => {
    for (const amount of [0, 0.29, 19.99, 1234.5, 1_234_567_890.12, 999_999_999_999.99, -0.01]) {
      expect(isWholeCents(amount)).toBe(true);
    }
    for (const amount of [1.255, 0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isWholeCents(amount)).toBe(false);
    }
  });
});
