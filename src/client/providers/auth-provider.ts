import type { AuthProvider } from '@refinedev/core';
import { logout, redirectToSignIn } from '../session/auth-actions.ts';
import { getSession } from '../session/store.ts';

/**
 * Refine's view of our session, so useGetIdentity, usePermissions and useLogout work. Sign-in
 * itself is driven by the SessionProvider; errors never log out here (401 is only logged).
 */
export const authProvider: AuthProvider = {
  login: async () => {
    await redirectToSignIn();
    return { success: true };
  },
  logout: async () => {
    await logout();
    return { success: true };
  },
  check: async () => {
    const { userProfile } = getSession();
    return userProfile ? { authenticated: true } : { authenticated: false, logout: false };
  },
  onError: async () => ({}),
  getIdentity: async () => {
    const { userProfile, currentCompany, positionName, personId } = getSession();
    return userProfile ? { ...userProfile, id: userProfile.sub, personId, positionName, currentCompany } : null;
  },
  getPermissions: async () => getSession().permissions,
};
