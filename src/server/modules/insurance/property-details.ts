import type { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { buildingsOfProperty } from './buildings.ts';
import { policiesCoveringProperty } from './policy-list.ts';
import { ownPropertyOrNotFound } from './property-lookup.ts';

/** The address on one line: '12 Main St, Austin, TX 78701' (parts that are missing left out). */
function oneLine(street: string | null, city: string | null, state: string | null, zip: string | null): string | null {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ') || null;
}

/**
 * GET /propertyinsurancepolicydetails/{id} (spec 002 §2.13): the Property Information card, the
 * property's policies and its Statement of Values (first 1,000 buildings; the table pages the
 * rest through GET /properties/{id}/buildings). We keep one address per property, so the mailing
 * address is that address on one line, and no legal entity name (null).
 */
export async function getPropertyPolicyDetails(
  ctx: ServiceContext,
  propertyId: string,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.propertyDetails>> {
  const { companyId } = ctx.company;
  const property = await ownPropertyOrNotFound(ctx.db, companyId, propertyId);
  const [policies, statementOfValues] = await Promise.all([
    policiesCoveringProperty(ctx.db, companyId, propertyId),
    buildingsOfProperty(ctx.db, companyId, propertyId, 1000),
  ]);
  return {
    details: {
      propertyId: property.id,
      name: property.name,
      legalEntityName: null,
      streetAddress: property.streetAddress1,
      mailingAddress: oneLine(property.streetAddress1, property.city, property.state, property.postalCode),
      city: property.city,
      state: property.state,
      postalCode: property.postalCode,
      unitCount: property.numberOfUnits,
      policies,
      statementOfValues,
    },
  };
}
