/**
 * US-dollar amounts (spec: money in US dollars, exact to the cent). Values travel as numbers of
 * dollars; every computation goes through whole cents so 0.1 + 0.2 never shows up.
 */

/** Whole cents of an amount in dollars (half a cent rounds away from zero). */
export function toCents(dollars: number): number {
  const cents = Math.round(Math.abs(dollars) * 100 + 1e-7);
  return dollars < 0 ? -cents : cents;
}

/** An amount rounded to the cent: 19.999 -> 20, 0.1 + 0.2 -> 0.3; not a finite number -> undefined. */
export function roundToCents(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return toCents(value) / 100;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50'; nothing (or not a number) is '$0' (spec: an empty deductible is 0). */
export function formatUsd(value: unknown): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const rounded = roundToCents(amount);
  if (rounded === undefined || rounded === 0) return '$0';
  return DOLLARS.format(rounded);
}

/** The input's text: digits with thousands separators ('1234.5' -> '1,234.5'), the '$' is the prefix. */
export function formatAmountInput(text: string | undefined): string {
  if (!text) return '';
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** What the user typed -> the number text antd keeps ('$1,234.50' -> '1234.50'). */
export function parseAmountInput(text: string | undefined): string {
  return (text ?? '').replace(/[^\d.-]/g, '');
}
