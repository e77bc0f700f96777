import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The translated screens show no words of their own: every word a user sees comes from the
 * catalogues (src/client/i18n). The files below are read with TypeScript's parser and refused
 * when they hold words (two letters or more) as JSX text, as a string given to a prop that shows
 * text, or as a string under a key that shows text (a table column's `title`, an option's
 * `label`...). A string passed to a function call (a catalogue key: `t('back')`) or compared is
 * not shown, so it is not read.
 *
 * Every file of src/client is read (a new screen is checked from its first line).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Not screens' words: the catalogues themselves, generated code, third-party code. */
const NOT_SHOWN = ['src/client/i18n/', 'src/client/vendor/', 'src/client/crud/validation/generated/'];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}

/** `I18N_CHECK=src/client/pages/event-add npx vitest run tests/client/i18n/no-literals.test.ts` checks one folder. */
const only = process.env.I18N_CHECK;
const under = (file: string, prefixes: readonly string[]) => prefixes.some((prefix) => file.startsWith(prefix));
const TRANSLATED_FILES = sourceFiles(only ?? 'src/client').filter((file) => !under(file, NOT_SHOWN));

/** Props and keys whose strings are shown (or read out) to the user. */
const TEXT_NAMES = new Set([
  'title',
  'label',
  'aria-label',
  'alt',
  'placeholder',
  'description',
  'message',
  'help',
  'extra',
  'subTitle',
  'tooltip',
  'content',
  'text',
  'okText',
  'cancelText',
  'emptyText',
  'xTitle',
  'yTitle',
]);

const WORDS = /\p{L}{2,}/u;

/** The string literals under a node that are shown: not a call's argument (a key), not compared. */
function shownStrings(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (current: ts.Node) => {
    if (ts.isCallExpression(current) || ts.isElementAccessExpression(current)) return;
    if (ts.isBinaryExpression(current) && /^(===|!==|==|!=|in)$/.test(current.operatorToken.getText())) return;
    if (ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current)) return; // read on its own
    if (ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current)) {
      if (WORDS.test(current.text)) found.push(current);
      return;
    }
    if (ts.isTemplateExpression(current)) {
      const parts = [current.head.text, ...current.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => WORDS.test(part))) found.push(current);
      for (const span of current.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

function nameOf(name: ts.Node): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return name.getText();
}

/** 'file:line: text' for each word shown from the file itself. */
function literalWords(file: string): string[] {
  return wordsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

function wordsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      found.push(...shownStrings(node.expression));
    } else if (ts.isJsxAttribute(node) && TEXT_NAMES.has(nameOf(node.name)) && node.initializer) {
      found.push(...shownStrings(node.initializer));
    } else if (ts.isPropertyAssignment(node) && TEXT_NAMES.has(nameOf(node.name))) {
      found.push(...shownStrings(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${file}:${line + 1}: ${node.getText().trim()}`;
  });
}

describe('the translated screens take every word from the catalogues', () => {
  it.each(TRANSLATED_FILES)('%s', (file) => {
    expect(literalWords(file)).toEqual([]);
  });

  it('the check sees words where they are', () => {
    const probe = [
      "const columns = [{ title: 'Name' }, { title: t('name') }];",
      "export const A = () => <Button aria-label={open ? 'Close' : t('x')} type={a ? 'primary' : 'default'}>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text
      "  Save {t('key')} {done ? ' (done)' : ''} {`Step ${n}`} · {'—'}",
      '</Button>;',
    ].join('\n');
    expect(wordsIn('probe.tsx', probe).map((line) => line.replace(/^.*?:\d+: /, ''))).toEqual([
      "'Name'",
      "'Close'",
      'Save',
      "' (done)'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text
      '`Step ${n}`',
    ]);
  });
});
