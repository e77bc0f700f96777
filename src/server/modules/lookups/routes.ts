import { lookupEndpoints } from '../../../../schemas/lookups.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { US_STATES } from '../../../domain/common/us-states.ts';
import { on } from '../../context/endpoint-routes.ts';

/** The same answer for every company and every day. */
const STATES: ReplyOf<typeof lookupEndpoints.states> = { states: [...US_STATES] };

/** Reference data every member may read (spec 000 §7 States lookup). */
export const lookupsRoutes = [
  // Let the browser keep it for an hour.
  on(lookupEndpoints.states, async () => STATES, { headers: { 'cache-control': 'private, max-age=3600' } }),
];
