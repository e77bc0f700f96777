import { namespace } from '../../common/catalogue.ts';

/** Where a damage related expense comes from (spec 002 §4 'Expense source'), by value, as domain/claims/damage-expenses.ts words it. */
export const expenseSourceText = namespace('expenseSource', {
  '0': 'Vendor',
  '1': 'Other',
});
