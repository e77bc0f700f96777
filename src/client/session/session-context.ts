import { createContext, useContext } from 'react';
import type { CompanySummary } from './sign-in.ts';
import type { SessionState } from './store.ts';

/** What components may do with the session. */
export interface SessionActions {
  logout: () => Promise<void>;
  signInAsDifferentUser: () => Promise<void>;
  /** Apply in the company chooser: current company, remembered id, permissions. */
  selectCompany: (company: CompanySummary) => Promise<void>;
  refreshPermissions: () => Promise<void>;
  /** Renew the access token silently (the /authinfo Refresh button). */
  refreshToken: () => Promise<void>;
}

export interface SessionContextValue extends SessionState {
  actions: SessionActions;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The session and its actions; only inside <SessionProvider>. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs <SessionProvider>');
  return value;
}

/** The current company's id (undefined before one is chosen): the key every company query carries. */
export function useCompanyId(): string | undefined {
  return useSession().currentCompany?.companyId;
}
