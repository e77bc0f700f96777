import type { InsurancePolicyRow } from '../../../../schemas/insurance-policy.ts';
import { isWholeCents, numericText } from '../../../domain/common/currency.ts';
import { insurancePolicies } from '../../db/schema/index.ts';
import type { FieldError } from '../../http/errors.ts';

/** The columns of a policy row (the list, a property's policies, one policy). */
export const policyRowColumns = {
  id: insurancePolicies.id,
  carrierName: insurancePolicies.carrierName,
  number: insurancePolicies.number,
  policyType: insurancePolicies.policyType,
  startDate: insurancePolicies.startDate,
  endDate: insurancePolicies.endDate,
  premium: insurancePolicies.premium,
  premiumAnnualized: insurancePolicies.premiumAnnualized,
  coverageAmount: insurancePolicies.coverageAmount,
  deductible: insurancePolicies.deductible,
  isArchived: insurancePolicies.isArchived,
};

type StoredRow = Omit<InsurancePolicyRow, 'premium' | 'premiumAnnualized' | 'coverageAmount' | 'deductible'> & {
  premium: string | null;
  premiumAnnualized: string | null;
  coverageAmount: string | null;
  deductible: string | null;
};

/** numeric(14, 2) text -> dollars (exact to the cent at this size). */
export const dollars = (text: string | null): number | null => (text === null ? null : Number(text));

/** A stored row as the API answers it: money as numbers of dollars. */
export function policyRowOf(row: StoredRow): InsurancePolicyRow {
  return {
    ...row,
    premium: dollars(row.premium),
    premiumAnnualized: dollars(row.premiumAnnualized),
    coverageAmount: dollars(row.coverageAmount),
    deductible: dollars(row.deductible),
  };
}

/**
 * An amount as the exact decimal text numeric(14, 2) stores ('2500.00'); null stays null. A
 * fraction of a cent is an error on `field` (money never goes through float arithmetic).
 */
export function moneyText(value: number | null | undefined, field: string, errors: FieldError[]): string | null {
  if (value === null || value === undefined) return null;
  if (!isWholeCents(value)) errors.push({ field, message: 'must be whole cents' });
  return numericText(value);
}
