import type { Translation } from '../../common/catalogue.ts';
import type { expenseSourceText } from '../en/expense-source.ts';

export const expenseSource: Translation<typeof expenseSourceText> = {
  '0': 'Proveedor',
  '1': 'Otro',
};
