import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import type { vendorEndpoints } from '../../../../schemas/vendor.ts';

/**
 * The vendor rules that are plain data transformations (no database), unit-tested in
 * tests/server/modules/vendors-rules.test.ts. Text and phone normalisation is shared: src/domain/stored-text.ts.
 */

/** The list's Location: 'city, state', either part alone, or '' when neither is known. */
export function locationOf(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}

/** One row of the vendor list (schemas/vendor.ts vendorRowSchema), wherever vendors are listed. */
export type VendorRow = RowOf<typeof vendorEndpoints.list>;

const shown = (value: string | null): string | undefined => value ?? undefined;

/** A vendor as read with its type's name -> a row of the vendor list (empty fields left out). */
export function vendorRowOf(row: {
  id: string;
  name: string;
  type: string | null;
  typeId: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  allPropertiesAssociated: boolean;
}): VendorRow {
  return {
    id: row.id,
    name: row.name,
    type: shown(row.type),
    typeId: shown(row.typeId),
    email: shown(row.email),
    phone: shown(row.phone),
    location: locationOf(row.city, row.state),
    address: { city: shown(row.city), state: shown(row.state) },
    allPropertiesAssociated: row.allPropertiesAssociated,
  };
}
