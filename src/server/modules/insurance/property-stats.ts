import { type SQL, sql } from 'drizzle-orm';
import type { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { calendarDateOf } from '../../../domain/claims/insurance-policy.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { insurancePolicies, properties, propertyInsurancePolicies } from '../../db/schema/index.ts';

/** The property's live (not archived) policies meeting `extra`: a correlated subquery over the link table's key. */
function livePolicies(extra: SQL): SQL {
  return sql`select 1 from ${propertyInsurancePolicies} join ${insurancePolicies} on ${insurancePolicies.id} = ${propertyInsurancePolicies.policyId} where ${propertyInsurancePolicies.propertyId} = ${properties.id} and not ${insurancePolicies.isArchived} and ${extra}`;
}

/**
 * The columns of one row; they are computed for the page's rows only. 'All in Good Standing'
 * is src/domain/claims/insurance-policy.ts allInGoodStanding in SQL: a live policy exists, and none of
 * them is outside its period today.
 */
function statColumns(today: string) {
  const notCurrent = sql`not coalesce(${insurancePolicies.startDate} <= ${today}::date and ${today}::date <= ${insurancePolicies.endDate}, false)`;
  return {
    id: properties.id,
    propertyId: properties.id,
    propertyName: properties.name,
    numberOfPolicies: sql<number>`(select count(*) from (${livePolicies(sql`true`)}) live)`.mapWith(Number),
    allInGoodStanding: sql<
      0 | 1
    >`case when exists (${livePolicies(sql`true`)}) and not exists (${livePolicies(notCurrent)}) then 1 else 0 end`.mapWith(
      Number,
    ),
  };
}

type StatColumns = ReturnType<typeof statColumns>;

/** One list per day is plenty: the statement cache keys on the spec object. */
const specs = new Map<string, ListSpec<'propertyName', StatColumns>>();

function statList(today: string): ListSpec<'propertyName', StatColumns> {
  let spec = specs.get(today);
  if (!spec) {
    specs.clear();
    spec = {
      table: properties,
      id: properties.id,
      company: properties.companyId,
      archived: properties.isArchived,
      search: (pattern) => sql`${properties.searchText} like lower(${pattern})`,
      columns: statColumns(today),
      sorts: { propertyName: [] },
      tail: [sql`lower(${properties.name})`, properties.id],
    };
    specs.set(today, spec);
  }
  return spec;
}

/** GET /propertyinsurancepolicystatsforlist: one page of the company's live properties, by name (properties_company_name_idx). */
export async function listPropertyPolicyStats(
  ctx: ServiceContext,
  query: QueryOf<typeof insurancePolicyEndpoints.propertyStats>,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.propertyStats>> {
  const today = calendarDateOf(ctx.clock.now());
  const { rows, ...total } = await readList(ctx.db, statList(today), ctx.company.companyId, query);
  return {
    propertyInsurancePolicyStats: rows.map((row) => ({ ...row, allInGoodStanding: row.allInGoodStanding ? 1 : 0 })),
    ...total,
  };
}
