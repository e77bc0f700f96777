import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import { on } from '../../context/endpoint-routes.ts';
import { createOnCallNumber } from './on-call.ts';
import {
  exportProperties,
  getProperty,
  listMyProperties,
  listProperties,
  listPropertyContacts,
  listPropertyVendors,
  saveProperty,
} from './service.ts';

/** Properties (spec 000 §2 Properties / Property edit, §7): each endpoint of schemas/property/endpoints.ts and its service. */
export const propertyRoutes = [
  on(propertyEndpoints.list, (ctx, { query }) => listProperties(ctx, query)),
  on(propertyEndpoints.export, async (ctx, { query }) => exportProperties(ctx, query)),
  on(propertyEndpoints.detail, (ctx, { params }) => getProperty(ctx, params.id)),
  // An absent time zone is the configured default (DEFAULT_TIME_ZONE).
  on(propertyEndpoints.save, (ctx, { body, request }) =>
    saveProperty(ctx, body, request.server.config.defaultTimeZone),
  ),
  on(propertyEndpoints.contacts, (ctx, { params }) => listPropertyContacts(ctx, params.id)),
  on(propertyEndpoints.vendors, (ctx, { params }) => listPropertyVendors(ctx, params.id)),
  on(propertyEndpoints.createOnCallNumber, (ctx, { params }) => createOnCallNumber(ctx, params.id)),
  on(propertyEndpoints.visibleToMe, (ctx, { query }) => listMyProperties(ctx, query)),
];
