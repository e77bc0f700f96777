import { and, eq } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { properties } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';

/** The company's property with this id, or 404 (another company's id reads exactly like an unknown one). */
export async function ownPropertyOrNotFound(db: Runner, companyId: string, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      numberOfUnits: properties.numberOfUnits,
      streetAddress1: properties.streetAddress1,
      city: properties.city,
      state: properties.state,
      postalCode: properties.postalCode,
    })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, propertyId)));
  if (!row) throw new NotFoundError();
  return row;
}
