import type { AccessControlProvider } from '@refinedev/core';
import { canAccess } from '../../domain/resource-access.ts';
import { sessionAccess } from '../session/store.ts';

/**
 * Refine's access control (<CanAccess>, useCan, buttons) answered from the session's permission
 * names; a declared resource's `meta.permission` (resources.config.ts) wins over the fallback table.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) =>
    canAccess(sessionAccess(), { resource, action, declaredPermission: params?.resource?.meta?.permission }),
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
