import { describe, expect, it } from 'vitest';
import {
  amountOfCurrencyText,
  currencyInputText,
  currencyTextOf,
  formatUsd,
  keepCurrencyTyping,
  roundToCents,
  toCents,
  truncateToCents,
  usdText,
} from '../../src/domain/currency.ts';

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
