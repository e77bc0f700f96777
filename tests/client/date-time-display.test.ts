import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 'one clock': every date-time the client shows goes through src/domain/common/date-time-text.ts
 * (the property's clock with its zone named, the viewer's only for what has no property). A client
 * file that formats a time by itself — a 'hh:mm' / 'HH:mm' pattern, toLocaleTimeString, a locale or
 * Intl format with hour/minute options, getHours/getMinutes — grows a second clock; this fails then.
 * Read from the code itself (TypeScript's parser), so comments do not count.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

/** Files that may hold a time pattern, and why: inputs and API values, never a shown date-time. */
const ALLOWED_TIME_PATTERNS: Record<string, string> = {
  'src/client/pages/event-add/occurred-time.ts': "the Review tab's value: the API's wall-clock 'HH:mm', not shown",
  'src/client/pages/event-add/ReviewTab.tsx': "the time picker (an input) in the spec's 'hh:mm A'",
  'src/client/pages/routine-tasks/ScheduleFields.tsx': "a schedule's time of day ('HH:mm', no date), an input",
  'src/client/i18n/en/event-add.ts': "the Review tab's time picker placeholder, 'hh:mm AM' (an input's hint)",
  'src/client/i18n/es/event-add.ts': "the Review tab's time picker placeholder, 'hh:mm AM' (an input's hint)",
  'src/client/i18n/en/routine-tasks.ts': "the schedule's time-of-day rule, which names the input's 'HH:mm'",
  'src/client/i18n/es/routine-tasks.ts': "the schedule's time-of-day rule, which names the input's 'HH:mm'",
};

const TIME_PATTERN = /\b[hH]{1,2}:mm\b/;
const CLOCK_METHODS = new Set(['toLocaleTimeString', 'getHours', 'getMinutes', 'getUTCHours', 'getUTCMinutes']);
const LOCALE_FORMATS = new Set(['toLocaleString', 'toLocaleDateString', 'DateTimeFormat']);
const TIME_OPTIONS = /\b(hour|minute|timeStyle|hour12|hourCycle)\b/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** What a file's text does to format a time by itself: each finding as 'file:line: what'. */
function ownClocks(file: string, text = fs.readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (TIME_PATTERN.test(node.text) && !(file in ALLOWED_TIME_PATTERNS)) found.push(`${at(node)}: '${node.text}'`);
    } else if (ts.isJsxText(node) && TIME_PATTERN.test(node.text) && !(file in ALLOWED_TIME_PATTERNS)) {
      found.push(`${at(node)}: '${node.text.trim()}'`);
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      const args = (node.arguments ?? []).map((arg) => arg.getText(source)).join(', ');
      if (CLOCK_METHODS.has(name)) found.push(`${at(node)}: ${name}()`);
      if (LOCALE_FORMATS.has(name) && TIME_OPTIONS.test(args)) found.push(`${at(node)}: ${name}(${args})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((finding) => `${file}:${finding}`);
}

describe('one clock: the client shows date-times only through src/domain/common/date-time-text.ts', () => {
  it('no client file formats a time by itself', () => {
    expect(filesUnder('src/client').flatMap((file) => ownClocks(file))).toEqual([]);
  });

  it('the allowed files exist (a moved file must not leave a stale exemption)', () => {
    for (const file of Object.keys(ALLOWED_TIME_PATTERNS)) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('catches what it is meant to catch', () => {
    const probe = [
      "// 'hh:mm' in a comment is fine",
      "export const a = (d: { format(f: string): string }) => d.format('MM/DD/YYYY HH:mm');",
      "export const b = new Date().toLocaleString('en-US', { hour: '2-digit' });",
      'export const c = new Date().toLocaleTimeString();',
      "export const d = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });",
      "export const e = (1234).toLocaleString('en-US');",
    ].join('\n');
    const lines = ownClocks('src/client/probe.ts', probe).map((finding) => finding.split(':')[1]);
    expect(lines).toEqual(['2', '3', '4', '5']);
  });
});
