import { vendorTypeEndpoints } from '../../../../schemas/vendor-type.ts';
import { on } from '../../context/endpoint-routes.ts';
import { exportVendorTypes, getVendorType, listVendorTypes, saveVendorType } from './service.ts';

/**
 * Vendor types (spec 000 §2 Vendor Types, §7): each endpoint of schemas/vendor-type.ts and the
 * service that answers it. Editing needs manageVendorTypes; the list is open to the vendor form
 * too (a vendor type's name is company reference data).
 */
export const vendorTypesRoutes = [
  on(vendorTypeEndpoints.list, (ctx, { query }) => listVendorTypes(ctx, query)),
  on(vendorTypeEndpoints.export, async (ctx, { query }) => exportVendorTypes(ctx, query)),
  on(vendorTypeEndpoints.detail, (ctx, { params }) => getVendorType(ctx, params.id)),
  on(vendorTypeEndpoints.save, (ctx, { body }) => saveVendorType(ctx, body)),
];
