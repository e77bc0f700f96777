/**
 * CSV injection (OWASP 'CSV Injection'): a spreadsheet runs a cell that starts with =, +, -, @,
 * a tab or a carriage return as a formula. Imports keep such cells as the text they are (nothing
 * here ever evaluates them); exports (src/client/crud/csv.ts) prefix them with an apostrophe so
 * a spreadsheet shows them as text — except plain signed numbers ('-12.50'), which stay numbers.
 */

/** A cell an export must escape. */
export const FORMULA_CELL = /^(?![-+]?\$?\d[\d,]*(\.\d+)?$)[=+\-@\t\r]/;

/** An export's escape: the apostrophe before a formula's first character. */
const EXPORT_ESCAPE = /^'(?=[=+\-@\t\r])/;

/**
 * A cell as an import keeps it: our export's apostrophe taken off again ("'+1 217 555 0101" is the
 * phone it was), anything else as it is — a formula is stored as its text.
 */
export function unescapeFormulaCell(text: string): string {
  return text.replace(EXPORT_ESCAPE, '');
}
