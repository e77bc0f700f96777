import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { eventNumberCounters } from '../../db/schema/index.ts';

/**
 * The next incident number of a company in a year, allocated in the caller's transaction: the
 * counter row is locked by the upsert until the transaction ends, so two reports at once get
 * two numbers, and a rolled-back report gives its number back. Shown as 'E-2026-00042'
 * (events.number_text).
 */
export async function allocateEventNumber(tx: Runner, companyId: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(eventNumberCounters)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [eventNumberCounters.companyId, eventNumberCounters.year],
      set: { lastNumber: sql`${eventNumberCounters.lastNumber} + 1` },
    })
    .returning({ number: eventNumberCounters.lastNumber });
  return row.number;
}
