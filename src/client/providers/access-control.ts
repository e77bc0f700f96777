import type { AccessControlProvider } from '@refinedev/core';
import { sessionAccess } from '../session/store.ts';
import { APP_ROUTES } from '../shell/app-routes.ts';
import { canAccess } from './resource-access.ts';

/**
 * Refine's access control (<CanAccess>, useCan, buttons) answered from the session's permission
 * names and the route table: a resource needs what the route that shows it needs.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => canAccess(sessionAccess(), APP_ROUTES, { resource, action }),
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
