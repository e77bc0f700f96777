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

/**
 * How money reads (spec 002 §5 'Currency input', §9): '$1,234.50' — US dollars rounded to the
 * cent, thousands separators, two decimals, the '$' against the digits. The one rule: lists,
 * totals and the currency input all show amounts through it.
 */
export function usdText(amount: number): string {
  return DOLLARS.format(toCents(amount) / 100 || 0);
}

/** '$1,234.50'; nothing (or not a number) is '$0' (spec 002 §9: '$0' for empty; an empty deductible is 0). */
export function formatUsd(value: unknown): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const rounded = roundToCents(amount);
  if (rounded === undefined || rounded === 0) return '$0';
  return usdText(rounded);
}

/*
 * The currency input (spec 002 §5 'Currency input'). It edits an amount as text: what is typed
 * is filtered (keepCurrencyTyping), more than two decimals are cut on leaving it
 * (truncateToCents), and outside typing it shows the amount as usdText does ('$1,234.50'), or
 * nothing when empty. Empty is no amount (null), never 0.
 */

/**
 * What typing keeps: digits, commas, one decimal point and one '$' at the start; with
 * `digitsOnly` (the claim and damage forms) digits and one decimal point.
 */
export function keepCurrencyTyping(text: string, digitsOnly = false): string {
  const dollar = !digitsOnly && text.trimStart().startsWith('$') ? '$' : '';
  const kept = text.replace(digitsOnly ? /[^\d.]/g : /[^\d.,]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return `${dollar}${kept}`;
  return `${dollar}${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/[^\d]/g, '')}`;
}

/** On leaving the input: more than two decimals are cut to two, not rounded ('12.999' -> '12.99'). */
export function truncateToCents(text: string): string {
  const point = text.indexOf('.');
  return point < 0 ? text : text.slice(0, point + 3);
}

/**
 * The amount of the input's text: '$' and ',' stripped, then a number ('$1,234.5' -> 1234.5);
 * null when nothing is left (empty); undefined when what is left is no number ('.', '1.2.3').
 */
export function amountOfCurrencyText(text: string | null | undefined): number | null | undefined {
  const stripped = (text ?? '').replace(/[$,\s]/g, '');
  if (stripped === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(stripped)) return undefined;
  return Number(stripped);
}

/** An amount as the input's text to edit: its digits with two decimals ('1234.50'); '' for none. */
export function currencyTextOf(amount: unknown): string {
  const rounded = roundToCents(amount);
  return rounded === undefined ? '' : rounded.toFixed(2);
}

/** What the input shows while not typed in: '$1,234.50'; '' when empty; text that is no amount as it is. */
export function currencyInputText(text: string): string {
  const amount = amountOfCurrencyText(text);
  if (amount === null) return '';
  if (amount === undefined) return text;
  return usdText(amount);
}
