import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25 'one dates module': every date the product shows or writes (MM/DD/YYYY on screens, in
 * CSV files, in the incident report PDF; the 'YYYY-MM-DD' of a picker) goes through
 * src/domain/common/calendar-date.ts (and the date-time rule built on it, src/domain/common/date-time-text.ts).
 * A file under src/ or schemas/ that formats a date by itself fails this:
 * - a template that joins date parts with '/' or '-' (`${month}/${day}/${year}`, `${pad(month)}`,
 *   `${match[2]}/${match[3]}/${match[1]}`);
 * - a replacement that reorders captured parts ('$2/$3/$1');
 * - a date format of its own ('MM/DD/YYYY', 'YYYY-MM-DD', 'MM/YYYY' as a whole string: import
 *   DATE_FORMAT, ISO_DATE_FORMAT or MONTH_FORMAT instead);
 * - toLocaleDateString, the local getters getMonth/getDate (a date on the viewer's clock by hand),
 *   or a locale / Intl format with date options.
 * Read from the code itself (TypeScript's parser), so comments and the contracts' `description`
 * texts ('YYYY-MM-DD', documentation) do not count. Time-of-day formats in the client are
 * tests/client/date-time-display.test.ts's.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx)$/;

/** The dates module: the only files that may format a date by hand. */
const MODULE = new Set(['src/domain/common/calendar-date.ts', 'src/domain/common/date-time-text.ts']);

const DATE_PART = /\b(year|month|day|years|months|days|yyyy|mm|dd)\b/i;
const INDEXED = /^\w+\[\d\]$/;
const DATE_FORMAT_LITERAL = /^(YYYY|YY|MM|M|DD|D)([/-](YYYY|YY|MM|M|DD|D)){1,2}( |$)/;
const REORDERING = /\$\d[/-]\$\d/;
const LOCAL_GETTERS = new Set(['getMonth', 'getDate', 'toLocaleDateString']);
const LOCALE_FORMATS = new Set(['toLocaleString', 'DateTimeFormat']);
const DATE_OPTIONS = /\b(year|month|day|weekday|dateStyle)\b/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** A contract's `description: '…'` (documentation of a field, not a format in use). */
const isDescription = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) &&
  node.parent.initializer === node &&
  node.parent.name.getText() === 'description';

/** What a file does to format a date by itself: each finding as 'file:line: what'. */
function ownDateFormats(file: string, text = fs.readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  if (MODULE.has(file)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node)) {
      const literals = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const parts = node.templateSpans.map((span) => span.expression.getText(source));
      const separators = literals.slice(1, -1).map((literal) => /^[/-]$/.test(literal));
      const dateParts = separators.some(Boolean) && parts.some((part) => DATE_PART.test(part));
      const reordered = separators.every(Boolean) && parts.every((part) => INDEXED.test(part));
      if (parts.length >= 2 && (dateParts || reordered)) found.push(`${at(node)}: ${node.getText(source)}`);
    } else if (ts.isStringLiteralLike(node) && !isDescription(node)) {
      if (REORDERING.test(node.text) || DATE_FORMAT_LITERAL.test(node.text)) found.push(`${at(node)}: '${node.text}'`);
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (LOCAL_GETTERS.has(name)) found.push(`${at(node)}: ${name}()`);
      if (LOCALE_FORMATS.has(name)) {
        const args = (node.arguments ?? []).map((arg) => arg.getText(source)).join(', ');
        if (DATE_OPTIONS.test(args)) found.push(`${at(node)}: ${name}(${args})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((finding) => `${file}:${finding}`);
}

describe('one dates module: dates are formatted only by src/domain/common/calendar-date.ts', () => {
  // Parsing every file takes a few seconds on a busy machine.
  it('no file under src/ or schemas/ formats a date by itself', { timeout: 60_000 }, () => {
    const files = [...filesUnder('src'), ...filesUnder('schemas')];
    expect(files.flatMap((file) => ownDateFormats(file))).toEqual([]);
  });

  it('the module exists (a moved file must not leave a stale exemption)', () => {
    for (const file of MODULE) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('catches what it is meant to catch', () => {
    // '#{' stands for '${' (a plain string holding template syntax would trip the linter).
    const probe = [
      "// `#{month}/#{day}/#{year}` and 'MM/DD/YYYY' in a comment are fine",
      'export const a = (year: string, month: string, day: string) => `#{month}/#{day}/#{year}`;',
      "export const b = (iso: string) => iso.replace(/^(\\d{4})-(\\d{2})-(\\d{2})$/, '$2/$3/$1');",
      "export const c = 'MM/DD/YYYY';",
      'export const d = (date: Date) => date.getMonth() + 1;',
      "export const e = new Intl.DateTimeFormat('en-US', { month: '2-digit' });",
      'export const f = (m: string[]) => `#{m[2]}/#{m[3]}/#{m[1]}`;',
      'export const g = (pad: (n: number) => string, y: number, month: number) => `#{y}-#{pad(month)}-01`;',
      'export const h = new Date().toLocaleDateString();',
      'export const ok1 = (base: string, id: string) => `#{base}/#{id}`;',
      "export const ok2 = 'must be a date MM/DD/YYYY';",
      "export const ok3 = (n: number) => n.toLocaleString('en-US');",
      "export const ok5 = { type: 'string', description: 'YYYY-MM-DD' };",
      'export const ok6 = (m: string[]) => `(#{m[1]}) #{m[2]}-#{m[3]}`;',
      'export const ok4 = new Date().getFullYear();',
    ]
      .join('\n')
      .replaceAll('#{', '${');
    const lines = ownDateFormats('src/probe.ts', probe).map((finding) => finding.split(':')[1]);
    expect(lines).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
  });
});
