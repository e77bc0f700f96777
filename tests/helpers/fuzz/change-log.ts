import type { Database } from '../../../src/server/db/connect.ts';

const LOG = 'fuzz_row_changes';

/**
 * Row-level triggers on every table of the test database that note each inserted, updated or
 * deleted row in a log table, in the writer's own transaction (a rolled-back write leaves no
 * note). Comparing the log's size before and after a request says whether it changed any row,
 * at the cost of one count instead of a fingerprint of every table.
 */
export async function installChangeLog(database: Database): Promise<void> {
  await database.query(`create table if not exists ${LOG} (id bigserial primary key, table_name text not null)`);
  await database.query(`create or replace function fuzz_note_change() returns trigger language plpgsql as $$
    begin insert into ${LOG} (table_name) values (tg_table_name); return null; end $$`);
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${LOG}'`,
  );
  for (const { table_name } of tables) {
    await database.query(
      `create trigger fuzz_note_change after insert or update or delete on "${table_name}"
       for each row execute function fuzz_note_change()`,
    );
  }
}

export interface ChangeMark {
  lastId: number;
}

export async function changeMark(database: Database): Promise<ChangeMark> {
  const [row] = await database.query<{ last: string | null }>(`select max(id) as last from ${LOG}`);
  return { lastId: Number(row.last ?? 0) };
}

/** The tables whose rows changed since `mark`. */
export async function tablesChangedSince(database: Database, mark: ChangeMark): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    `select distinct table_name from ${LOG} where id > $1 order by table_name`,
    [mark.lastId],
  );
  return rows.map((row) => row.table_name);
}
