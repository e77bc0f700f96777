import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatUsd, parseAmountInput, roundToCents, toCents } from '../../src/domain/currency.ts';

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

  it('groups thousands in the input and reads them back', () => {
    expect(formatAmountInput('1234567.5')).toBe('1,234,567.5');
    expect(formatAmountInput('12')).toBe('12');
    expect(formatAmountInput(undefined)).toBe('');
    expect(parseAmountInput('$1,234.50')).toBe('1234.50');
    expect(parseAmountInput(undefined)).toBe('');
  });
});
