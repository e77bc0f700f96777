import type { RowOf } from '../../../../schemas/protocol/contract.ts';
import type { Vendor, vendorEndpoints } from '../../../../schemas/vendor.ts';
import { storedPhone, storedText } from '../../../domain/common/stored-text.ts';
import { distinctIds } from '../shared/associations.ts';

/**
 * The vendor rules that are plain data transformations (no database), unit-tested in
 * tests/server/modules/vendors-rules.test.ts. Text and phone normalisation is shared: src/domain/common/stored-text.ts.
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

/**
 * A schema-valid vendor (the form's POST /vendor body, or a row of an import) -> the columns to
 * store (text trimmed, blank as none, the phone in its one display form) and its association
 * ids, each once. The save checks the references (vendor type, ids) against the company.
 */
export function vendorValues(input: Vendor) {
  return {
    values: {
      name: input.name.trim(),
      vendorTypeId: input.typeId,
      email: storedText(input.email),
      phone: storedPhone(input.phone),
      city: storedText(input.address.city),
      state: storedText(input.address.state),
      allPropertiesAssociated: input.allPropertiesAssociated,
    },
    propertyIds: distinctIds(input.propertyAssociations),
    groupIds: distinctIds(input.propertyGroupAssociations),
  };
}
