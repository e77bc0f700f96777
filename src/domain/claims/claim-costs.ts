import { amountOfCurrencyText, dollarsOf, totalCents } from '../common/currency.ts';

/**
 * A claim's computed costs (spec 002 §5 'Claim form'): the form shows them live and the server
 * stores them on save, both through this function, so the figure on screen is the stored one.
 *   Total loss = repair + mitigation + business interruption + damage related expense total.
 *   Adjustment = total loss − settlement amount (an empty settlement counts as 0).
 * Amounts are dollars (numbers, or the decimal text of a numeric column); each is turned into
 * whole cents once and the sums are integer sums (claimComputedCents), turned back once.
 */
export interface ClaimCostInputs {
  repairCost?: number | string | null;
  mitigationCost?: number | string | null;
  businessInterruptionCost?: number | string | null;
  damageRelatedExpenseTotal?: number | string | null;
  settlementAmount?: number | string | null;
}

export interface ClaimComputedCosts {
  totalLoss: number;
  adjustment: number;
}

/** Total loss and adjustment in whole cents (what the server stores, as numeric text). */
export function claimComputedCents(inputs: ClaimCostInputs): ClaimComputedCosts {
  const totalLoss = totalCents([
    inputs.repairCost,
    inputs.mitigationCost,
    inputs.businessInterruptionCost,
    inputs.damageRelatedExpenseTotal,
  ]);
  return { totalLoss, adjustment: totalLoss - totalCents([inputs.settlementAmount]) };
}

/** Total loss and adjustment in dollars (what the form shows and the API answers). */
export function claimComputedCosts(inputs: ClaimCostInputs): ClaimComputedCosts {
  const cents = claimComputedCents(inputs);
  return { totalLoss: dollarsOf(cents.totalLoss), adjustment: dollarsOf(cents.adjustment) };
}

/**
 * A typed money amount as a number (spec 002 §5 'Claim form': '$' and ',' are stripped, empty
 * becomes 0), read as the currency input reads it (currency.ts amountOfCurrencyText). Text that is
 * still not a number after stripping is undefined, so a form can mark it invalid.
 */
export function parseMoneyText(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  const amount = amountOfCurrencyText(text);
  return amount === null ? 0 : amount;
}
