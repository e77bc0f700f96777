import type { CellValue } from '../../../domain/import/cells.ts';
import type { ImportRowError } from '../../../domain/import/row-values.ts';
import type { AccountMailer } from '../../auth/accounts/account-mailer.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Tx } from '../../db/connect.ts';

/**
 * What each list's import (properties.ts, people.ts, vendors.ts, property-groups.ts) tells the
 * shared machinery (plan.ts, service.ts): how to check a row against the company — the rules of
 * the one-record save — and how to write a batch of checked rows.
 */

/** A row of the file read into our fields: `values` by field (unmapped fields absent), `raw` the cells as the file has them. */
export interface ReadRow {
  row: number;
  values: Record<string, CellValue>;
  raw: Record<string, string>;
}

/** What a checked row does: a new record, a change to one already there, or nothing. */
export type ChangeKind = 'create' | 'update' | 'unchanged';

export interface RowChange<Write> {
  row: number;
  kind: ChangeKind;
  /** What the batch writes (the record's id and its values). */
  write: Write;
}

export type RowCheck<Write> = { change: RowChange<Write> } | { errors: ImportRowError[] };

/** What the imports need from the app: the default time zone of a new property, the invitation mailer. */
export interface ImportSettings {
  defaultTimeZone: string;
  mailer: AccountMailer;
  /** Whether the caller has gone (the import's Cancel): no further batch is begun. */
  stopped?: () => boolean;
}

export interface Importer<Write> {
  /**
   * Reads, for all rows at once, the company's records they match and the names they refer to,
   * and answers the check of one row (pure from then on).
   */
  prepare(ctx: ServiceContext, rows: readonly ReadRow[]): Promise<(row: ReadRow) => RowCheck<Write>>;
  /**
   * Writes one batch of created and updated rows in ctx's transaction, with their domain events;
   * answers what to do once the batch has committed (people: queue their invitations).
   */
  write(ctx: ServiceContext<Tx>, changes: readonly RowChange<Write>[]): Promise<(() => Promise<void>) | undefined>;
}
