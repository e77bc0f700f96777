import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { BUILDING_COLUMNS } from '../../../../schemas/lists/property-buildings.ts';
import { type PropertyBuilding, propertyBuildingEndpoints } from '../../../../schemas/property-building.ts';
import type { BodyOf, QueryOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import { csvColumnsOf } from '../../../domain/lists/cell-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import { propertyBuildings } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { BadRequestError, type FieldError, NotFoundError } from '../../http/errors.ts';
import { dollars, moneyText } from './policy-values.ts';
import { ownPropertyOrNotFound } from './property-lookup.ts';

type BuildingRow = RowOf<typeof propertyBuildingEndpoints.list>;

const b = propertyBuildings;

const buildingColumns = {
  id: b.id,
  locationNumber: b.locationNumber,
  buildingNumber: b.buildingNumber,
  numberOfUnits: b.numberOfUnits,
  numberOfStories: b.numberOfStories,
  squareFeet: b.squareFeet,
  buildingDescription: b.buildingDescription,
  occupancy: b.occupancy,
  yearBuilt: b.yearBuilt,
  construction: b.construction,
  rentControlled: b.rentControlled,
  rentLoss: b.rentLoss,
  ppCoverage: b.ppCoverage,
  wiringType: b.wiringType,
  sprinklered: b.sprinklered,
  hvac: b.hvac,
  plumbing: b.plumbing,
  roof: b.roof,
  floodZone: b.floodZone,
  securedEntrance: b.securedEntrance,
  totalInsuredValue: b.totalInsuredValue,
};

type Stored = typeof b.$inferSelect;

/** A stored building as the API answers it (money as dollars; the spec's 'totalInsuranedValue'). */
function buildingOf(row: Pick<Stored, keyof typeof buildingColumns>): BuildingRow {
  const { totalInsuredValue, rentLoss, ppCoverage, ...rest } = row;
  return {
    ...rest,
    rentLoss: dollars(rentLoss),
    ppCoverage: dollars(ppCoverage),
    totalInsuranedValue: dollars(totalInsuredValue),
  };
}

/** By location, then building number (property_buildings_property_idx). */
const locationOrder = [b.locationNumber, b.buildingNumber, b.id];

const buildingList: ListSpec<'location', typeof buildingColumns> = {
  table: b,
  id: b.id,
  company: b.companyId,
  few: true,
  search: (pattern) =>
    sql`lower(coalesce(${b.locationNumber}, '') || ' ' || coalesce(${b.buildingNumber}, '') || ' ' || coalesce(${b.buildingDescription}, '')) like lower(${pattern})`,
  columns: buildingColumns,
  sorts: { location: locationOrder },
  tail: locationOrder,
};

/** The property's buildings, first `limit` by location (the property's insurance page). */
export async function buildingsOfProperty(db: Runner, companyId: string, propertyId: string, limit: number) {
  const rows = await db
    .select(buildingColumns)
    .from(b)
    .where(and(eq(b.companyId, companyId), eq(b.propertyId, propertyId)))
    .orderBy(...locationOrder.map((key) => asc(key)))
    .limit(limit);
  return rows.map(buildingOf);
}

/** GET /properties/{id}/buildings: one page of the company's property's Statement of Values (another's: 404). */
export async function listBuildings(
  ctx: ServiceContext,
  propertyId: string,
  query: QueryOf<typeof propertyBuildingEndpoints.list>,
): Promise<ReplyOf<typeof propertyBuildingEndpoints.list>> {
  const scope = await buildingsScope(ctx, propertyId);
  const { rows, ...total } = await readList(ctx.db, buildingList, scope, query);
  return { buildings: rows.map(buildingOf), ...total };
}

/** The stored values of a building body; whole cents or a field error. */
function valuesOf(body: PropertyBuilding, errors: FieldError[]) {
  return {
    locationNumber: storedText(body.locationNumber),
    buildingNumber: storedText(body.buildingNumber),
    numberOfUnits: body.numberOfUnits ?? null,
    numberOfStories: body.numberOfStories ?? null,
    squareFeet: body.squareFeet ?? null,
    buildingDescription: storedText(body.buildingDescription),
    occupancy: storedText(body.occupancy),
    yearBuilt: body.yearBuilt ?? null,
    construction: storedText(body.construction),
    rentControlled: storedText(body.rentControlled),
    rentLoss: moneyText(body.rentLoss, 'rentLoss', errors),
    ppCoverage: moneyText(body.ppCoverage, 'ppCoverage', errors),
    wiringType: storedText(body.wiringType),
    sprinklered: storedText(body.sprinklered),
    hvac: storedText(body.hvac),
    plumbing: storedText(body.plumbing),
    roof: storedText(body.roof),
    floodZone: storedText(body.floodZone),
    securedEntrance: storedText(body.securedEntrance),
    totalInsuredValue: moneyText(body.totalInsuranedValue, 'totalInsuranedValue', errors),
  };
}

/** POST /properties/{id}/buildings: adds a building (no id) or updates one of this property's (else 404). */
export async function saveBuilding(
  ctx: ServiceContext,
  propertyId: string,
  body: BodyOf<typeof propertyBuildingEndpoints.save>,
): Promise<ReplyOf<typeof propertyBuildingEndpoints.save>> {
  const { companyId } = ctx.company;
  const errors: FieldError[] = [];
  const values = { ...valuesOf(body, errors), updatedAt: ctx.clock.now() };
  if (!values.locationNumber && !values.buildingNumber && !values.buildingDescription) {
    errors.push({ field: 'locationNumber', message: 'or a building number or description is required' });
  }
  const [first] = errors;
  const row = await ctx.transaction(async ({ db: tx, record }) => {
    await ownPropertyOrNotFound(tx, companyId, propertyId);
    const ofProperty = and(eq(b.companyId, companyId), eq(b.propertyId, propertyId));
    // Another property's or company's building is not found, before anything about the body is told.
    if (
      body.id &&
      (
        await tx
          .select({ id: b.id })
          .from(b)
          .where(and(ofProperty, eq(b.id, body.id)))
      ).length === 0
    ) {
      throw new NotFoundError();
    }
    if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);
    const [saved] = body.id
      ? await tx
          .update(b)
          .set(values)
          .where(and(ofProperty, eq(b.id, body.id)))
          .returning(buildingColumns)
      : await tx
          .insert(b)
          .values({ ...values, companyId, propertyId })
          .returning(buildingColumns);
    if (!saved) throw new NotFoundError();
    await record({
      type: body.id ? 'propertyBuilding.updated' : 'propertyBuilding.created',
      subjectId: saved.id,
      payload: { propertyId },
    });
    return saved;
  });
  return { building: buildingOf(row) };
}

/** DELETE /properties/{id}/buildings/{buildingId}: another property's or company's building: 404. */
export async function deleteBuilding(
  ctx: ServiceContext,
  propertyId: string,
  buildingId: string,
): Promise<ReplyOf<typeof propertyBuildingEndpoints.delete>> {
  const { companyId } = ctx.company;
  await ctx.transaction(async ({ db: tx, record }) => {
    const [deleted] = await tx
      .delete(b)
      .where(and(eq(b.companyId, companyId), eq(b.propertyId, propertyId), eq(b.id, buildingId)))
      .returning({ id: b.id });
    if (!deleted) throw new NotFoundError();
    await record({ type: 'propertyBuilding.deleted', subjectId: buildingId, payload: { propertyId } });
  });
  return { success: true };
}

/** The buildings of one property of the company (404 for another's). */
async function buildingsScope(ctx: ServiceContext, propertyId: string): Promise<SQL> {
  const { companyId } = ctx.company;
  await ownPropertyOrNotFound(ctx.db, companyId, propertyId);
  return and(eq(b.companyId, companyId), eq(b.propertyId, propertyId)) ?? sql`false`;
}

/** GET /properties/{id}/buildings/export: the Statement of Values as its CSV file (walked, streamed). */
export async function exportBuildings(
  ctx: ServiceContext,
  propertyId: string,
  query: QueryOf<typeof propertyBuildingEndpoints.export>,
): Promise<CsvExport> {
  const scope = await buildingsScope(ctx, propertyId);
  return csvExport({
    fileName: propertyBuildingEndpoints.export.csvExport.fileName,
    columns: csvColumnsOf(BUILDING_COLUMNS),
    batches: mapBatches(walkList(ctx.db, buildingList, scope, query), buildingOf),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
