import { amountOfCurrencyText, toCents } from './currency.ts';

/**
 * A claim's computed costs (spec 002 §5 'Claim form'): the form shows them live and the server
 * stores them on save, both through this function, so the figure on screen is the stored one.
 *   Total loss = repair + mitigation + business interruption + damage related expense total.
 *   Adjustment = total loss − settlement amount (an empty settlement counts as 0).
 * Amounts are dollars; the sums are done in whole cents.
 */
export interface ClaimCostInputs {
  repairCost?: number | null;
  mitigationCost?: number | null;
  businessInterruptionCost?: number | null;
  damageRelatedExpenseTotal?: number | null;
  settlementAmount?: number | null;
}

export interface ClaimComputedCosts {
  totalLoss: number;
  adjustment: number;
}

const cents = (amount: number | null | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : 0;

export function claimComputedCosts(inputs: ClaimCostInputs): ClaimComputedCosts {
  const totalLossCents =
    cents(inputs.repairCost) +
    cents(inputs.mitigationCost) +
    cents(inputs.businessInterruptionCost) +
    cents(inputs.damageRelatedExpenseTotal);
  return {
    totalLoss: totalLossCents / 100,
    adjustment: (totalLossCents - cents(inputs.settlementAmount)) / 100,
  };
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
