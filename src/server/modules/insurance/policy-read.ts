import { and, asc, eq, sql } from 'drizzle-orm';
import type { insurancePolicyEndpoints, SavedInsurancePolicy } from '../../../../schemas/insurance-policy.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { insurancePolicies, properties, propertyInsurancePolicies } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { claimCountsByProperty } from './claim-counts.ts';
import { policyRowColumns, policyRowOf } from './policy-values.ts';

/** The company's policy row, or 404 (another company's id reads like an unknown one). */
async function policyRow(db: Runner, companyId: string, id: string) {
  const [row] = await db
    .select({ ...policyRowColumns, contactNumber: insurancePolicies.contactNumber })
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, id)));
  if (!row) throw new NotFoundError();
  return row;
}

/** GET /insurancepolicies/{id}. */
export async function getPolicy(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.detail>> {
  const { contactNumber: _, ...row } = await policyRow(ctx.db, ctx.company.companyId, id);
  return { policy: policyRowOf(row) };
}

/** The policy as its form edits it: its properties by name, each with its claims under the policy. */
export async function policyForEdit(db: Runner, companyId: string, id: string): Promise<SavedInsurancePolicy> {
  const row = await policyRow(db, companyId, id);
  const linked = await db
    .select({ id: properties.id, name: properties.name })
    .from(propertyInsurancePolicies)
    .innerJoin(properties, eq(properties.id, propertyInsurancePolicies.propertyId))
    .where(and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.policyId, id)))
    .orderBy(asc(sql`lower(${properties.name})`), asc(properties.id));
  const claims = await claimCountsByProperty(
    db,
    companyId,
    id,
    linked.map((property) => property.id),
  );
  return {
    ...policyRowOf(row),
    contactNumber: row.contactNumber,
    propertyIds: linked.map((property) => property.id),
    selectableProperties: linked.map((property) => ({ ...property, claimCount: claims.get(property.id) ?? 0 })),
  };
}

/** GET /insurancepolicies/foredit/{id}. */
export async function getPolicyForEdit(
  ctx: ServiceContext,
  id: string,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.forEdit>> {
  return { policy: await policyForEdit(ctx.db, ctx.company.companyId, id) };
}

const pickerColumns = { id: properties.id, name: properties.name };

/** The picker's properties: live ones, searched like the Properties list, by name (properties_company_name_idx). */
const selectableList: ListSpec<'name', typeof pickerColumns> = {
  table: properties,
  id: properties.id,
  company: properties.companyId,
  archived: properties.isArchived,
  search: (pattern) => sql`${properties.searchText} like lower(${pattern})`,
  columns: pickerColumns,
  sorts: { name: [] },
  tail: [sql`lower(${properties.name})`, properties.id],
};

/** GET /insurancepolicies/selectableproperties: one page of properties with their claims under `policyId`. */
export async function listSelectableProperties(
  ctx: ServiceContext,
  query: QueryOf<typeof insurancePolicyEndpoints.selectableProperties>,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.selectableProperties>> {
  const { companyId } = ctx.company;
  if (query.policyId) await policyRow(ctx.db, companyId, query.policyId);
  const { rows, ...total } = await readList(ctx.db, selectableList, companyId, query);
  const claims = await claimCountsByProperty(
    ctx.db,
    companyId,
    query.policyId,
    rows.map((row) => row.id),
  );
  return { properties: rows.map((row) => ({ ...row, claimCount: claims.get(row.id) ?? 0 })), ...total };
}
