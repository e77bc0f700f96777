import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/database.md lists every trigger and function the migrations define, with the table, the
 * wake-up, the level, the enabling and the (latest) defining migration as the SQL says them, so
 * the map of the database's own logic cannot go stale.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');
const MAP = fs.readFileSync(path.join(ROOT, 'docs/database.md'), 'utf8');

interface Trigger {
  table: string;
  wakesOn: string;
  level: string;
  enabled: string;
  fn: string;
  migration: string;
}
interface SqlFunction {
  language: string;
  returns: string;
  migration: string;
}

const unquote = (text: string) => text.replaceAll('"', '').replace(/\s+/g, ' ').trim();

/** Every trigger and function as the migrations leave them, in file order (a later definition wins). */
function fromMigrations(): { triggers: Map<string, Trigger>; functions: Map<string, SqlFunction> } {
  const triggers = new Map<string, Trigger>();
  const functions = new Map<string, SqlFunction>();
  const files = fs
    .readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const migration of files) {
    // Comments out, so a trigger named in prose is not taken for one defined.
    const sql = fs.readFileSync(path.join(MIGRATIONS, migration), 'utf8').replace(/--[^\n]*/g, '');
    const trigger =
      /CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+"?(\w+)"?\s+(BEFORE|AFTER|INSTEAD\s+OF)\s+([\s\S]+?)\s+ON\s+"?(\w+)"?([\s\S]*?)EXECUTE\s+(?:FUNCTION|PROCEDURE)\s+"?(\w+)"?/gi;
    for (const match of sql.matchAll(trigger)) {
      const [, name, timing, events, table, rest, fn] = match as unknown as string[];
      triggers.set(name!, {
        table: table!,
        wakesOn: unquote(`${timing} ${events}`),
        level: /FOR\s+EACH\s+ROW/i.test(rest!) ? 'row' : 'statement',
        enabled: 'origin',
        fn: fn!,
        migration,
      });
    }
    for (const match of sql.matchAll(/DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/gi)) triggers.delete(match[1]!);
    for (const match of sql.matchAll(/ENABLE\s+ALWAYS\s+TRIGGER\s+"?(\w+)"?/gi)) {
      const known = triggers.get(match[1]!);
      if (known) known.enabled = 'always';
    }
    const fn =
      /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?(\w+)"?\s*\([^)]*\)\s*RETURNS\s+(\w+)([\s\S]*?)LANGUAGE\s+(\w+)/gi;
    for (const match of sql.matchAll(fn)) {
      const [, name, returns, , language] = match as unknown as string[];
      functions.set(name!, { returns: returns!.toLowerCase(), language: language!.toLowerCase(), migration });
    }
    for (const match of sql.matchAll(/DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/gi)) functions.delete(match[1]!);
  }
  return { triggers, functions };
}

/** The rows of the table under a `## heading` of docs/database.md, by the name in their first cell. */
function mapRows(heading: string): Map<string, string[]> {
  const section = MAP.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.match(/^\|\s*`(\w+)`\s*\|(.*)\|\s*$/);
    if (!cells) continue;
    rows.set(
      cells[1]!,
      cells[2]!.split('|').map((cell) => cell.replaceAll('`', '').trim()),
    );
  }
  return rows;
}

const { triggers, functions } = fromMigrations();
const triggerRows = mapRows('Triggers');
const functionRows = mapRows('Functions');

describe('docs/database.md: the map of triggers and functions', () => {
  it('finds the migrations’ triggers and functions (the parser still reads them)', () => {
    expect(triggers.size).toBeGreaterThanOrEqual(19);
    expect(functions.size).toBeGreaterThanOrEqual(12);
  });

  it('lists every trigger the migrations define, and no other', () => {
    expect([...triggerRows.keys()].sort()).toEqual([...triggers.keys()].sort());
  });

  it('lists every function the migrations define, and no other', () => {
    expect([...functionRows.keys()].sort()).toEqual([...functions.keys()].sort());
  });

  it('says of each trigger what the SQL says: table, wake-up, level, enabling, function, migration', () => {
    const wrong = [...triggers].flatMap(([name, sql]) => {
      const [table, wakesOn, level, enabled, fn, , migration] = triggerRows.get(name) ?? [];
      const listed = { table, wakesOn, level, enabled, fn, migration };
      const actual = {
        table: sql.table,
        wakesOn: sql.wakesOn,
        level: sql.level,
        enabled: sql.enabled,
        fn: sql.fn,
        migration: sql.migration,
      };
      return JSON.stringify(listed) === JSON.stringify(actual) ? [] : [{ name, listed, actual }];
    });
    expect(wrong).toEqual([]);
  });

  it('says of each function what the SQL says: language, return type, latest migration', () => {
    const wrong = [...functions].flatMap(([name, sql]) => {
      const [language, returns, , migration] = functionRows.get(name) ?? [];
      const listed = { language, returns, migration };
      const actual = { language: sql.language, returns: sql.returns, migration: sql.migration };
      return JSON.stringify(listed) === JSON.stringify(actual) ? [] : [{ name, listed, actual }];
    });
    expect(wrong).toEqual([]);
  });

  it('names each table that has triggers at its Drizzle definition, with its triggers', () => {
    const schemaDir = path.join(ROOT, 'src/server/db/schema');
    const lines = fs
      .readdirSync(schemaDir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => fs.readFileSync(path.join(schemaDir, name), 'utf8').split('\n'));
    /** The `// … docs/database.md …` line just above `pgTable('<table>'`, or '' without one. */
    const pointerAt = (table: string): string => {
      const at = lines.findIndex(
        (line, i) =>
          line.includes(`pgTable('${table}'`) || (line.endsWith('pgTable(') && lines[i + 1]?.trim() === `'${table}',`),
      );
      return at > 0 && lines[at - 1]!.includes('docs/database.md') ? lines[at - 1]! : '';
    };
    // A trigger is named by its name, or by a family pattern such as events_status_counts_*.
    const names = (pointer: string, trigger: string) =>
      (pointer.match(/\w+\*?/g) ?? []).some((word) =>
        word.endsWith('*') ? trigger.startsWith(word.slice(0, -1)) : word === trigger,
      );
    const missing = [...triggers].flatMap(([name, { table }]) =>
      names(pointerAt(table), name) ? [] : [`${table}: ${name}`],
    );
    expect(missing).toEqual([]);
  });
});
