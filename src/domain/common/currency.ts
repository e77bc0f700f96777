/**
 * US-dollar amounts (spec: money in US dollars, exact to the cent). Money is exact end to end:
 * the database stores numeric(14, 2) and sums in numeric; the API carries numbers of dollars with
 * at most two decimals (isWholeCents, checked on the way in); every computation in TypeScript
 * converts each amount to integer cents once (toCents), adds and subtracts integers, and turns
 * the result back once — into dollars for the API (dollarsOf), into the exact decimal text of a
 * numeric column (centsText), or into words (usdText). No float dollars are ever added, so
 * 0.1 + 0.2 never shows up.
 */

/** A plain decimal text: '1234.50', '-0.05', '.5', '12.' (what a numeric column and a form give). */
const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Whole cents of an amount: the one conversion every money computation starts with. A number of
 * dollars rounds to the cent (half a cent away from zero); a decimal text (numeric(14, 2) as the
 * database gives it, '1234.50') is read digit by digit, never through a float. Not an amount: NaN.
 */
export function toCents(amount: number | string): number {
  if (typeof amount === 'string') {
    const match = DECIMAL_TEXT.exec(amount.trim());
    if (!match || (!match[2] && !match[3])) return Number.NaN;
    const [, sign, whole, fraction = ''] = match;
    const digits = fraction.padEnd(3, '0');
    const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
    return sign && cents ? -cents : cents;
  }
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  return amount < 0 ? -cents : cents;
}

/** Whole cents as dollars, the API's number (123450 -> 1234.5): the one way back from cents. */
export function dollarsOf(cents: number): number {
  return cents / 100;
}

/** Whole cents as the exact decimal text a numeric(14, 2) column stores: 123450 -> '1234.50', -5 -> '-0.05'. */
export function centsText(cents: number): string {
  const size = Math.abs(cents);
  const rest = size % 100;
  return `${cents < 0 ? '-' : ''}${(size - rest) / 100}.${String(rest).padStart(2, '0')}`;
}

/** A dollar amount as a numeric column stores it ('2500.00'), through whole cents. */
export function numericText(dollars: number): string {
  return centsText(toCents(dollars));
}

/**
 * True for a finite amount of whole cents: exactly the number a decimal with at most two
 * decimals reads as (1.25, 0.29, 1234567890.12 yes; 1.255 no; 0.1 + 0.2, which is
 * 0.30000000000000004, no: float arithmetic, not an amount anyone typed). The one rule the claims,
 * damages, policies and properties apply to money coming in.
 */
export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && dollarsOf(toCents(amount)) === amount;
}

/** The sum of amounts (numbers of dollars or decimal texts) in whole cents; empty ones count as 0. */
export function totalCents(amounts: Iterable<number | string | null | undefined>): number {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null || amount === undefined) continue;
    const cents = toCents(amount);
    if (Number.isFinite(cents)) total += cents;
  }
  return total;
}

/** An amount rounded to the cent: 19.999 -> 20, 0.1 + 0.2 -> 0.3; not a finite number -> undefined. */
export function roundToCents(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return dollarsOf(toCents(value));
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * How money reads (spec 002 §5 'Currency input', §9): '$1,234.50' — US dollars rounded to the
 * cent, thousands separators, two decimals, the '$' against the digits. The one rule: lists,
 * totals and the currency input all show amounts through it.
 */
export function usdText(amount: number): string {
  return DOLLARS.format(dollarsOf(toCents(amount)) || 0);
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
  return rounded === undefined ? '' : numericText(rounded);
}

/** What the input shows while not typed in: '$1,234.50'; '' when empty; text that is no amount as it is. */
export function currencyInputText(text: string): string {
  const amount = amountOfCurrencyText(text);
  if (amount === null) return '';
  if (amount === undefined) return text;
  return usdText(amount);
}
