import { VENDOR_OPTIONAL_TEXT_FIELDS, vendorEndpoints } from '../../../../schemas/vendor.ts';
import { blankFieldsToNull } from '../../../domain/common/stored-text.ts';
import { on } from '../../context/endpoint-routes.ts';
import { exportVendors, getVendor, listVendors, saveVendor } from './service.ts';

/** Vendors (spec 000 §2 Vendors, §7): each endpoint of schemas/vendor.ts and the service that answers it. */
export const vendorRoutes = [
  on(vendorEndpoints.list, (ctx, { query }) => listVendors(ctx, query)),
  on(vendorEndpoints.export, async (ctx, { query }) => exportVendors(ctx, query)),
  on(vendorEndpoints.detail, (ctx, { params }) => getVendor(ctx, params.id)),
  // A cleared e-mail or phone ('' or spaces) means "not given" (spec 000 §5: valid when given).
  on(vendorEndpoints.save, (ctx, { body }) => saveVendor(ctx, body), {
    prepareBody: (body) => blankFieldsToNull(body, VENDOR_OPTIONAL_TEXT_FIELDS),
  }),
];
