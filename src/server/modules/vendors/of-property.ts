import { and, asc, eq, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import {
  propertyGroupProperties,
  vendorProperties,
  vendorPropertyGroups,
  vendors,
  vendorTypes,
} from '../../db/schema/index.ts';
import { type VendorRow, vendorRowOf } from './rules.ts';

/**
 * The property's vendors by name, as rows of the vendor list (schemas/vendor.ts vendorRowSchema):
 * the company's vendors associated with it directly, through one of its groups, or with "all properties".
 */
export async function listVendorsOfProperty(db: Runner, companyId: string, propertyId: string): Promise<VendorRow[]> {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      typeId: vendors.vendorTypeId,
      type: vendorTypes.name,
      email: vendors.email,
      phone: vendors.phone,
      city: vendors.city,
      state: vendors.state,
      allPropertiesAssociated: vendors.allPropertiesAssociated,
    })
    .from(vendors)
    .leftJoin(vendorTypes, eq(vendorTypes.id, vendors.vendorTypeId))
    .where(
      and(
        eq(vendors.companyId, companyId),
        sql`(${vendors.allPropertiesAssociated}
          or exists (select 1 from ${vendorProperties} where ${vendorProperties.vendorId} = ${vendors.id}
               and ${vendorProperties.propertyId} = ${propertyId})
          or exists (select 1 from ${vendorPropertyGroups}
               join ${propertyGroupProperties} on ${propertyGroupProperties.propertyGroupId} = ${vendorPropertyGroups.propertyGroupId}
               where ${vendorPropertyGroups.vendorId} = ${vendors.id}
               and ${propertyGroupProperties.propertyId} = ${propertyId}))`,
      ),
    )
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
  return rows.map(vendorRowOf);
}
