import { and, eq, isNull, sql } from 'drizzle-orm';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { subscriptionEndpoints } from '../../../../schemas/subscription/endpoints.ts';
import type { SavedSubscription } from '../../../../schemas/subscription/entity.ts';
import type { Language } from '../../../domain/common/language.ts';
import { subscriptionPreview } from '../../../domain/subscriptions/subscription-preview.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { readNamedRecords } from './subscription-names.ts';

const lowerName = sql`lower(${subscriptions.name})`;
const rowColumns = { id: subscriptions.id, name: subscriptions.name, lastSentUtc: subscriptions.lastSentUtc };

/** GET /subscriptions reads subscriptions_company_name_idx (company, lower(name), id; deleted ones left out). */
const subscriptionList: ListSpec<'name', typeof rowColumns> = {
  table: subscriptions,
  id: subscriptions.id,
  company: subscriptions.companyId,
  search: (pattern) => sql`${lowerName} like lower(${pattern})`,
  columns: rowColumns,
  sorts: { name: [] },
  tail: [lowerName, subscriptions.id],
  few: true,
};

export async function listSubscriptions(
  ctx: ServiceContext,
  query: QueryOf<typeof subscriptionEndpoints.list>,
): Promise<ReplyOf<typeof subscriptionEndpoints.list>> {
  const { rows, ...total } = await readList(
    ctx.db,
    subscriptionList,
    ctx.company.companyId,
    query,
    isNull(subscriptions.deletedAt),
  );
  return {
    subscriptions: rows.map((row) => ({ ...row, lastSentUtc: row.lastSentUtc?.toISOString() ?? null })),
    ...total,
  };
}

/**
 * One subscription of the company as the editor edits it, with its preview in today's names and
 * the reader's language; 404 otherwise.
 */
export async function readSubscription(
  db: Runner,
  companyId: string,
  id: string,
  language: Language,
): Promise<SavedSubscription> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.id, id.toLowerCase()),
        isNull(subscriptions.deletedAt),
      ),
    );
  if (!row) throw new NotFoundError();
  const { filters, subscribers } = row.definition;
  const { names } = await readNamedRecords(db, companyId, [row.definition]);
  const subscription = {
    subjectType: row.subjectType as SavedSubscription['subjectType'],
    filtersOperator: row.filtersOperator as SavedSubscription['filtersOperator'],
    filters,
    subscribers,
  };
  return {
    id: row.id,
    name: row.name,
    lastSentUtc: row.lastSentUtc?.toISOString() ?? null,
    ...subscription,
    preview: subscriptionPreview(subscription, names, translatorIn(language)),
  };
}

export async function getSubscription(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof subscriptionEndpoints.detail>> {
  return { subscription: await readSubscription(ctx.db, ctx.company.companyId, id, ctx.language) };
}
