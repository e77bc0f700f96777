/**
 * What Refine's access-control provider answers (`can({ resource, action })`, behind `useCan`
 * and `<CanAccess>`): the need of the route that shows the resource — the one route table, so a
 * resource's permission is never restated — with per-action overrides (deleting events). Unknown
 * resources are refused so a typo hides a button rather than showing one the server will reject.
 */

import { isPermissionName } from '../../domain/company/permissions.ts';
import type { AppRouteDef } from '../rules/app-routes.ts';
import { MESSAGES } from '../rules/messages.ts';
import { type Access, meets } from '../rules/navigation.ts';

export interface AccessQuestion {
  resource?: string;
  action: string;
}

export interface AccessAnswer {
  can: boolean;
  reason?: string;
}

/** The resource's route (its list, or its page) decides; without a resource, an action named as a permission. */
export function canAccess(access: Access, routes: readonly AppRouteDef[], question: AccessQuestion): AccessAnswer {
  const { resource, action } = question;
  const route = resource ? routes.find((candidate) => candidate.resource === resource) : undefined;
  if (route) {
    const need = route.actions?.[action] ?? route.need;
    return meets(access, need, route.feature) ? { can: true } : { can: false, reason: MESSAGES.forbidden };
  }
  if (!resource && isPermissionName(action)) {
    return meets(access, action) ? { can: true } : { can: false, reason: MESSAGES.forbidden };
  }
  return { can: false, reason: `Unknown resource '${resource ?? ''}'` };
}
