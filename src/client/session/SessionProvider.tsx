import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { isPublicPath } from '../rules/app-routes.ts';
import { logout, signInAsDifferentUser } from './auth-actions.ts';
import { PERMISSIONS_REFRESH_EVENT, refreshPermissions, selectCompany } from './company.ts';
import { startSession } from './establish.ts';
import { SessionMonitor } from './SessionMonitor.tsx';
import { type SessionActions, SessionContext, type SessionContextValue } from './session-context.ts';
import { useSessionState } from './store.ts';
import { silentRefresh } from './tokens.ts';

const actions: SessionActions = {
  logout,
  signInAsDifferentUser,
  selectCompany,
  refreshPermissions,
  refreshToken: async () => {
    await silentRefresh();
  },
};

/**
 * Starts the session on any route but /callback, reloads permissions on 'permissions:refresh',
 * runs the expiry monitor while signed in, and provides the session to components.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isPublicPath(pathname)) void startSession();
  }, [pathname]);

  useEffect(() => {
    const onRefresh = () => void refreshPermissions();
    window.addEventListener(PERMISSIONS_REFRESH_EVENT, onRefresh);
    return () => window.removeEventListener(PERMISSIONS_REFRESH_EVENT, onRefresh);
  }, []);

  const value = useMemo<SessionContextValue>(() => ({ ...state, actions }), [state]);
  const monitoring = state.userProfile !== null && state.status !== 'redirecting';
  return (
    <SessionContext.Provider value={value}>
      {children}
      {monitoring ? <SessionMonitor /> : null}
    </SessionContext.Provider>
  );
}
