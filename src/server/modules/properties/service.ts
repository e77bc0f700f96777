import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LinkedPolicy, Property, PropertyRow, SavedProperty } from '../../../../schemas/property.ts';
import type { Db, Runner } from '../../db/connect.ts';
import { companyScope, type ListSpec, listPageQuery, readList } from '../../db/list-page.ts';
import { insurancePolicies, properties, propertyInsurancePolicies } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { containsPattern, type ListParams, type ListTotal, type PageWindow } from '../../http/list-query.ts';
import { isContact } from './contacts.ts';
import { canonicalTimeZone, type PolicyValues, phoneOrNull, policyToSave, textOrNull, toCents } from './rules.ts';

export const PROPERTY_SORT_FIELDS = ['propertyNumber', 'name', 'city', 'state', 'numberOfUnits', 'isArchived'] as const;
export type PropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** The list query of GET /properties and GET /user/properties. */
export type PropertyListParams = ListParams<PropertySortField> & { showArchived: boolean };

const columns = {
  id: properties.id,
  propertyNumber: properties.propertyNumber,
  name: properties.name,
  numberOfUnits: properties.numberOfUnits,
  streetAddress1: properties.streetAddress1,
  city: properties.city,
  state: properties.state,
  postalCode: properties.postalCode,
  phoneNumber: properties.phoneNumber,
  timeZone: properties.timeZone,
  isArchived: properties.isArchived,
  onCallPersonId: properties.onCallPersonId,
  onCallPhoneNumberFriendly: properties.onCallPhoneNumberFriendly,
};

type Row = Pick<typeof properties.$inferSelect, keyof typeof columns>;

function toRow(row: Row): PropertyRow {
  return {
    id: row.id,
    propertyNumber: row.propertyNumber,
    name: row.name,
    numberOfUnits: row.numberOfUnits,
    address: {
      streetAddress1: row.streetAddress1 ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      postalCode: row.postalCode ?? '',
    },
    phoneNumber: row.phoneNumber ?? '',
    timeZone: row.timeZone,
    isArchived: row.isArchived,
    onCallPersonId: row.onCallPersonId,
    onCallPhoneNumberFriendlyFormat: row.onCallPhoneNumberFriendly,
  };
}

const lowerName = sql`lower(${properties.name})`;
const lowerNumber = sql`lower(${properties.propertyNumber})`;

/** A text column's order, case-insensitive, properties without it last in either direction. */
function blanksLast(column: AnyPgColumn): (direction: 'asc' | 'desc') => SQL {
  return (direction) => sql`lower(${column}) ${sql.raw(direction === 'asc' ? 'asc' : 'desc')} nulls last`;
}

/** The search condition ("contains", case-insensitive) on the stored search text (properties_search_idx). */
const searchMatch = (pattern: string): SQL => sql`${properties.searchText} like lower(${pattern})`;

/**
 * The properties list. The number and name sorts are properties_company_number_idx and
 * properties_company_name_idx (company_id, lower(x), id), which include the columns the filter
 * reads, so these sorts filter in the index alone; the others end with the name order, so every
 * page is stable.
 */
const propertyList: ListSpec<PropertySortField, typeof columns> = {
  table: properties,
  id: properties.id,
  company: properties.companyId,
  archived: properties.isArchived,
  search: searchMatch,
  columns,
  sorts: {
    propertyNumber: [lowerNumber, properties.id],
    name: [],
    city: [blanksLast(properties.city), blanksLast(properties.state)],
    state: [blanksLast(properties.state), blanksLast(properties.city)],
    numberOfUnits: [properties.numberOfUnits],
    isArchived: [properties.isArchived],
  },
  tail: [lowerName, properties.id],
};

/** The search condition ("contains", case-insensitive), or undefined for a blank search. */
export function searchFilter(search: string | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  return pattern ? searchMatch(pattern) : undefined;
}

/**
 * The statement of one page (exported so a test can EXPLAIN it and see the indexes read);
 * `window` is how far the look-ahead count reaches, by default the page alone.
 */
export function pageQuery(db: Runner, scope: SQL, params: PropertyListParams, window?: PageWindow) {
  return listPageQuery(db, propertyList, scope, params, [], window);
}

/**
 * One page of properties and how many match (bounded, see countLimit). `scope` is the company condition, or the
 * visibility rule for GET /user/properties (visiblePropertiesWhere).
 */
export async function listProperties(
  db: Db,
  scope: SQL,
  params: PropertyListParams,
): Promise<{ properties: PropertyRow[] } & ListTotal> {
  const { rows, ...total } = await readList(db, propertyList, scope, params);
  return { properties: rows.map(toRow), ...total };
}

/** The company condition of the manageProperties lists. */
export const ofCompany = (companyId: string): SQL => companyScope(properties.companyId, companyId);

/** The property's policies, first one first. */
async function linkedPolicies(db: Db, companyId: string, propertyId: string): Promise<LinkedPolicy[]> {
  const rows = await db
    .select({
      id: insurancePolicies.id,
      carrierName: insurancePolicies.carrierName,
      policyNumber: insurancePolicies.number,
      contactNumber: insurancePolicies.contactNumber,
      deductible: insurancePolicies.deductible,
    })
    .from(propertyInsurancePolicies)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, propertyInsurancePolicies.policyId))
    .where(
      and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.propertyId, propertyId)),
    )
    .orderBy(asc(propertyInsurancePolicies.position), asc(insurancePolicies.createdAt), asc(insurancePolicies.id));
  return rows.map((row) => ({ ...row, deductible: Number(row.deductible) }));
}

/** The form's insurance section: the first policy's three fields (absent ones left out). */
function insuranceOf(first: LinkedPolicy | undefined): SavedProperty['insurance'] {
  if (!first) return { deductible: 0 };
  return {
    ...(first.policyNumber ? { policyNumber: first.policyNumber } : {}),
    ...(first.contactNumber ? { contactNumber: first.contactNumber } : {}),
    deductible: first.deductible,
  };
}

/** One property of the company with its insurance; another company's id is simply not found. */
export async function getProperty(db: Db, companyId: string, id: string): Promise<SavedProperty> {
  const [row] = await db
    .select(columns)
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, id)));
  if (!row) throw new NotFoundError();
  const policies = await linkedPolicies(db, companyId, id);
  return { ...toRow(row), insurance: insuranceOf(policies[0]), insurancePolicies: policies };
}

/** Checked, normalised column values of a save; every rule the schema cannot say, all errors at once. */
function valuesOf(input: Property, defaultTimeZone: string) {
  const errors: FieldError[] = [];
  const propertyNumber = input.propertyNumber.trim();
  const name = input.name.trim();
  if (!propertyNumber) errors.push({ field: 'propertyNumber', message: 'is required' });
  if (!name) errors.push({ field: 'name', message: 'is required' });
  const phoneNumber = phoneOrNull(input.phoneNumber);
  if (!phoneNumber) errors.push({ field: 'phoneNumber', message: 'is required' });
  const zoneText = textOrNull(input.timeZone);
  const timeZone = zoneText ? canonicalTimeZone(zoneText) : defaultTimeZone;
  if (!timeZone) errors.push({ field: 'timeZone', message: `'${zoneText}' is not a known time zone` });
  const deductible = input.insurance?.deductible;
  if (typeof deductible === 'number' && toCents(deductible) === null) {
    errors.push({ field: 'insurance.deductible', message: 'must be whole cents' });
  }
  if (errors.length > 0) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
  const address = input.address ?? {};
  return {
    property: {
      propertyNumber,
      name,
      numberOfUnits: input.numberOfUnits,
      streetAddress1: textOrNull(address.streetAddress1),
      city: textOrNull(address.city),
      state: textOrNull(address.state)?.toUpperCase() ?? null,
      postalCode: textOrNull(address.postalCode),
      phoneNumber,
      timeZone: timeZone as string,
      isArchived: input.isArchived,
      onCallPersonId: input.onCallPersonId ?? null,
    },
    policy: policyToSave(input.insurance),
  };
}

/** Updates the property's first policy in place, or creates it as the first (position 0). */
async function saveFirstPolicy(db: Db, companyId: string, propertyId: string, policy: PolicyValues): Promise<void> {
  const [first] = await db
    .select({ policyId: propertyInsurancePolicies.policyId })
    .from(propertyInsurancePolicies)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, propertyInsurancePolicies.policyId))
    .where(
      and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.propertyId, propertyId)),
    )
    .orderBy(asc(propertyInsurancePolicies.position), asc(insurancePolicies.createdAt), asc(insurancePolicies.id))
    .limit(1);
  if (first) {
    await db
      .update(insurancePolicies)
      .set(policy)
      .where(and(eq(insurancePolicies.companyId, companyId), eq(insurancePolicies.id, first.policyId)));
    return;
  }
  const [created] = await db
    .insert(insurancePolicies)
    .values({ ...policy, companyId })
    .returning({ id: insurancePolicies.id });
  await db.insert(propertyInsurancePolicies).values({ companyId, propertyId, policyId: created.id, position: 0 });
}

/**
 * POST /property: creates the property when it has no id, otherwise updates the company's
 * property with that id (404 when it is another company's or unknown). One transaction: the
 * property, the on-call person check (one of the property's contacts) and its first policy
 * (spec 000 §5 insurance rule) are saved together or not at all. The on-call number is not
 * written here (POST /property/{id}/oncall/create).
 */
export async function saveProperty(
  db: Db,
  companyId: string,
  input: Property,
  defaultTimeZone: string,
): Promise<SavedProperty> {
  const { property, policy } = valuesOf(input, defaultTimeZone);
  const id = await db.transaction(async (tx) => {
    let propertyId: string;
    if (!input.id) {
      const [created] = await tx
        .insert(properties)
        .values({ ...property, companyId })
        .returning({ id: properties.id });
      propertyId = created.id;
    } else {
      const [updated] = await tx
        .update(properties)
        .set(property)
        .where(and(eq(properties.companyId, companyId), eq(properties.id, input.id)))
        .returning({ id: properties.id });
      if (!updated) throw new NotFoundError();
      propertyId = updated.id;
    }
    if (property.onCallPersonId && !(await isContact(tx, companyId, propertyId, property.onCallPersonId))) {
      throw new BadRequestError('onCallPersonId must be one of the property’s contacts', [
        { field: 'onCallPersonId', message: 'must be one of the property’s contacts' },
      ]);
    }
    if (policy) await saveFirstPolicy(tx, companyId, propertyId, policy);
    return propertyId;
  });
  return getProperty(db, companyId, id);
}
