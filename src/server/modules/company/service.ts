import { eq } from 'drizzle-orm';
import type { companyEndpoints } from '../../../../schemas/company.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { companies } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';

type SavedCompany = ReplyOf<typeof companyEndpoints.detail>;

const columns = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  trackEventManagementReportChanges: companies.trackEventManagementReportChanges,
  streetAddress1: companies.streetAddress1,
  city: companies.city,
  state: companies.state,
  postalCode: companies.postalCode,
};

interface CompanyRow {
  id: string;
  name: string;
  type: number;
  trackEventManagementReportChanges: boolean;
  streetAddress1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** A stored line of text as the form shows it: empty lines are left out. */
const shown = (value: string | null): string | undefined => value ?? undefined;

function toCompany(row: CompanyRow): SavedCompany {
  return {
    id: row.id,
    name: row.name,
    // Stored as an integer; the schema allows only the spec's types, which is all we ever write.
    type: row.type as SavedCompany['type'],
    trackEventManagementReportChanges: row.trackEventManagementReportChanges,
    address: {
      streetAddress1: shown(row.streetAddress1),
      city: shown(row.city),
      state: shown(row.state),
      postalCode: shown(row.postalCode),
    },
  };
}

/** GET (company path): the caller's company for the Company Details form. */
export async function getCompany(ctx: ServiceContext): Promise<SavedCompany> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new NotFoundError();
  return toCompany(row);
}

/**
 * POST /save: updates the caller's company (the one of the path). An id in the body naming
 * another company is not found here; the feature switches are not part of the schema, so they
 * can never change through this call.
 */
export async function saveCompany(
  ctx: ServiceContext,
  input: BodyOf<typeof companyEndpoints.save>,
): Promise<ReplyOf<typeof companyEndpoints.save>> {
  const { companyId } = ctx.company;
  if (input.id && input.id !== companyId) throw new NotFoundError();
  const name = input.name.trim();
  if (!name) throw invalidField('name', 'is required');
  const address = input.address ?? {};
  return ctx.transaction(async ({ db: tx, record }) => {
    const [updated] = await tx
      .update(companies)
      .set({
        name,
        type: input.type,
        trackEventManagementReportChanges: input.trackEventManagementReportChanges,
        streetAddress1: storedText(address.streetAddress1),
        city: storedText(address.city),
        state: storedText(address.state),
        postalCode: storedText(address.postalCode),
      })
      .where(eq(companies.id, companyId))
      .returning(columns);
    if (!updated) throw new NotFoundError();
    await record({ type: 'company.updated', subjectId: companyId });
    return toCompany(updated);
  });
}
