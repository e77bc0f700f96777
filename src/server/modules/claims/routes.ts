import { claimEndpoints } from '../../../../schemas/claim/endpoints.ts';
import { on } from '../../context/endpoint-routes.ts';
import { listDamages, saveDamages } from './damages.ts';
import { getClaimForEdit, listClaims, newClaim, saveClaim } from './service.ts';

/** Claims and damages of an event (spec 002 §7 'Claims and damages'): each endpoint of schemas/claim/endpoints.ts and its service. */
export const claimRoutes = [
  on(claimEndpoints.list, (ctx, { params }) => listClaims(ctx, params.id)),
  on(claimEndpoints.newClaim, (ctx, { params }) => newClaim(ctx, params.id)),
  on(claimEndpoints.detail, (ctx, { params }) => getClaimForEdit(ctx, params.id, params.claimId)),
  on(claimEndpoints.save, (ctx, { params, body }) => saveClaim(ctx, params.id, body)),
  on(claimEndpoints.damages, (ctx, { params }) => listDamages(ctx, params.id)),
  on(claimEndpoints.saveDamages, (ctx, { params, body }) => saveDamages(ctx, params.id, body)),
];
