import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * drizzle's migrator applies a migration only when its `when` is later than the newest one the
 * database has recorded: a migration whose `when` is earlier than its predecessor's would be
 * skipped silently on every database that already has the predecessor.
 */
describe('the migration journal', () => {
  it('lists every migration file once, in order, each later than the one before', async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    };
    const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1].when);
    });
  });
});
