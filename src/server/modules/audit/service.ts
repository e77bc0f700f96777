import crypto from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { auditEndpoints } from '../../../../schemas/audit.ts';
import { AUDIT_CSV_COLUMNS } from '../../../../schemas/lists/audit.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Db } from '../../db/connect.ts';
import { joined, type ListRow, type ListSpec, readList } from '../../db/list-page.ts';
import { walkList } from '../../db/list-walk.ts';
import { apiKeys, auditEntries, events, people } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { eventVisibilityLimit } from '../events/visibility.ts';
import { canonicalJson } from './canonical-json.ts';
import { chainEntryOf } from './chain.ts';
import { chainHead, sealCompany } from './seal.ts';
import { auditSigningKey, signText } from './signing-key.ts';
import { verifyChain } from './verify.ts';

const a = auditEntries;
/** An entry's own columns: what is hashed, and the chain's two hashes. */
const entryColumns = {
  companyId: a.companyId,
  seq: a.seq,
  domainEventId: a.domainEventId,
  type: a.type,
  subjectId: a.subjectId,
  eventId: a.eventId,
  actorPersonId: a.actorPersonId,
  actorApiKeyId: a.actorApiKeyId,
  payload: a.payload,
  occurredAt: a.occurredAt,
  previousHash: a.previousHash,
  hash: a.hash,
};
/** An entry as the list shows it: with the person's or the API key's name. */
const columns = {
  ...entryColumns,
  actorName: sql<
    string | null
  >`case when ${people.id} is null then null else ${people.firstName} || ' ' || ${people.lastName} end`,
  actorApiKeyName: joined(apiKeys.name),
};

/**
 * Newest first along the primary key (company, seq); a filter by person, API key, record or kind
 * reads its own index (company, column, seq), a time range audit_entries_company_time_idx. The
 * search matches the kind.
 */
const auditList: ListSpec<'seq', typeof columns> = {
  table: a,
  joins: [
    { table: people, on: eq(people.id, a.actorPersonId) },
    { table: apiKeys, on: eq(apiKeys.id, a.actorApiKeyId) },
  ],
  // The list reads join a page's ids back to its rows: seq is unique only within a company, the
  // domain event id everywhere. Ordered by seq, it never decides.
  id: a.domainEventId,
  company: a.companyId,
  search: (pattern) => sql`${a.type} ilike ${pattern}`,
  columns,
  sorts: { seq: [a.seq, a.domainEventId] },
  tail: [a.seq, a.domainEventId],
};

type ListQuery = Omit<QueryOf<typeof auditEndpoints.list>, 'page' | 'pageSize'>;

/**
 * The entries about events the caller may see, and those about no event (undefined: a caller who
 * sees every event). The events' visibility rule without its archived test, as the Deliveries list
 * reads it: an entry about an event limited to roles stays out of the list and the CSV of a member
 * whose role it leaves out.
 */
async function ofVisibleEvents(ctx: ServiceContext): Promise<SQL | undefined> {
  const limit = await eventVisibilityLimit(ctx.db, ctx.company);
  if (!limit) return undefined;
  const visible = ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, ctx.company.companyId), limit));
  return or(isNull(a.eventId), inArray(a.eventId, visible));
}

function auditFilters(query: ListQuery, visible: SQL | undefined): (SQL | undefined)[] {
  return [
    visible,
    query.personId ? eq(a.actorPersonId, query.personId.toLowerCase()) : undefined,
    query.apiKeyId ? eq(a.actorApiKeyId, query.apiKeyId.toLowerCase()) : undefined,
    query.recordId ? eq(a.subjectId, query.recordId.toLowerCase()) : undefined,
    query.kind ? eq(a.type, query.kind) : undefined,
    query.occurredFrom ? gte(a.occurredAt, new Date(query.occurredFrom)) : undefined,
    query.occurredTo ? lt(a.occurredAt, new Date(query.occurredTo)) : undefined,
  ];
}

type Row = ReplyOf<typeof auditEndpoints.list>['entries'][number];

const rowOf = (row: ListRow<typeof columns>): Row => ({
  ...row,
  payload: row.payload ?? {},
  occurredAt: row.occurredAt.toISOString(),
});

/** Seals what is pending of the caller's company, so what follows reads the trail as it is now. */
const sealNow = (ctx: ServiceContext) => sealCompany(ctx.db, ctx.company.companyId);

/** GET /audit: one page of the trail, newest first, filtered. */
export async function listAuditEntries(
  ctx: ServiceContext<Db>,
  query: QueryOf<typeof auditEndpoints.list>,
): Promise<ReplyOf<typeof auditEndpoints.list>> {
  await sealNow(ctx);
  const { rows, ...total } = await readList(
    ctx.db,
    auditList,
    ctx.company.companyId,
    query,
    ...auditFilters(query, await ofVisibleEvents(ctx)),
  );
  return { entries: rows.map(rowOf), ...total };
}

/** GET /audit/export: every entry matching the query, as a CSV file, walked by seq and streamed. */
export async function exportAuditEntries(
  ctx: ServiceContext<Db>,
  query: QueryOf<typeof auditEndpoints.export>,
): Promise<CsvExport> {
  await sealNow(ctx);
  const db = ctx.db;
  const filters = auditFilters(query, await ofVisibleEvents(ctx));
  async function* batches() {
    for await (const batch of walkList(db, auditList, ctx.company.companyId, query, filters)) {
      yield batch.map(rowOf);
    }
  }
  return csvExport({
    fileName: 'audit-trail',
    columns: AUDIT_CSV_COLUMNS,
    batches: batches(),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}

/** POST /audit/verify: walks the chain from seq 1 and reports the first broken link, if any. */
export async function verifyAuditTrail(ctx: ServiceContext<Db>): Promise<ReplyOf<typeof auditEndpoints.verify>> {
  await sealNow(ctx);
  const check = await verifyChain(ctx.db, ctx.company.companyId);
  return { ...check, checkedAt: ctx.clock.now().toISOString() };
}

/**
 * GET /audit/signed: a contiguous range of the chain as JSON, with a manifest (the range, the
 * count, SHA-256 of the canonical JSON of the entries, the chain head) signed with the
 * installation's Ed25519 key over the manifest's canonical JSON (docs/integrations.md 'Audit trail').
 */
export async function signedAuditExport(
  ctx: ServiceContext<Db>,
  query: QueryOf<typeof auditEndpoints.signedExport>,
): Promise<ReplyOf<typeof auditEndpoints.signedExport>> {
  // The whole chain (so it can be checked): only for a member who sees every event of the company.
  if (await eventVisibilityLimit(ctx.db, ctx.company)) throw new ForbiddenError();
  await sealNow(ctx);
  const { companyId } = ctx.company;
  const head = await chainHead(ctx.db, companyId);
  const fromSeq = query.fromSeq ?? 1;
  const toSeq = Math.min(query.toSeq ?? head.seq, head.seq);
  const rows =
    toSeq >= fromSeq
      ? await ctx.db
          .select(entryColumns)
          .from(a)
          .where(and(eq(a.companyId, companyId), gte(a.seq, fromSeq), lte(a.seq, toSeq)))
          .orderBy(asc(a.seq))
      : [];
  const entries = rows.map((row) => ({
    ...chainEntryOf({ ...row, payload: row.payload ?? {} }),
    previousHash: row.previousHash,
    hash: row.hash,
  }));
  const manifest = {
    companyId,
    exportedAt: ctx.clock.now().toISOString(),
    fromSeq: entries.length ? fromSeq : 0,
    toSeq: entries.length ? toSeq : 0,
    count: entries.length,
    entriesSha256: crypto.createHash('sha256').update(canonicalJson(entries), 'utf8').digest('hex'),
    head: { seq: head.seq, hash: head.hash },
    canonicalization: 'RFC 8785' as const,
  };
  const key = await auditSigningKey(ctx.db);
  return {
    entries,
    manifest,
    signature: {
      algorithm: 'Ed25519',
      keyId: key.keyId,
      publicKey: key.publicKeyPem,
      value: signText(key, canonicalJson(manifest)),
    },
  };
}
