import { useSyncExternalStore } from 'react';
import type { ReplyOf } from '../../../schemas/protocol/contract.ts';
import type { sessionEndpoints } from '../../../schemas/session.ts';
import { type CompanyFeatures, DEFAULT_COMPANY_FEATURES } from '../../domain/company/company.ts';
import type { PermissionName } from '../../domain/company/permissions.ts';
import type { Access } from '../rules/navigation.ts';
import type { CompanySummary } from './sign-in.ts';

/**
 * The signed-in session as a tiny module-level store, so code outside React (the HTTP hooks,
 * Refine's access-control and auth providers) reads the same state the components render.
 */

export type SessionStatus =
  /** Nothing tried yet (or on /callback, waiting for the callback page). */
  | 'idle'
  /** Loading the client configuration and looking for a stored or silently renewed token. */
  | 'starting'
  /** Leaving for the identity provider. */
  | 'redirecting'
  /** An empty installation (no company yet) and nobody signed in: the 'Set up your company' page. */
  | 'firstRun'
  /** Signed in; recording the login and finding the user's companies. */
  | 'establishing'
  /** Signed in, but the login belongs to no company: blocking modal. */
  | 'unrecognized'
  /** Several companies and none remembered: blocking chooser. */
  | 'choosingCompany'
  | 'loadingPermissions'
  | 'ready'
  | 'error';

/** What the browser needs before sign-in (the public client-config endpoint). */
export type ClientConfig = ReplyOf<typeof sessionEndpoints.clientConfig>;

export interface UserProfile {
  name: string;
  email: string;
  sub: string;
}

export interface SessionState {
  status: SessionStatus;
  /** What went wrong when status is 'error'. */
  error: string | null;
  config: ClientConfig | null;
  userProfile: UserProfile | null;
  companies: CompanySummary[];
  currentCompany: CompanySummary | null;
  permissions: PermissionName[];
  seesAllCompanyItems: boolean;
  features: CompanyFeatures;
  personId: string | null;
  positionName: string | null;
}

const SIGNED_OUT: Omit<SessionState, 'status' | 'error' | 'config'> = {
  userProfile: null,
  companies: [],
  currentCompany: null,
  permissions: [],
  seesAllCompanyItems: false,
  features: DEFAULT_COMPANY_FEATURES,
  personId: null,
  positionName: null,
};

let state: SessionState = { status: 'idle', error: null, config: null, ...SIGNED_OUT };
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Forget everything about the signed-in user (logout); the client configuration stays. */
export function clearSignedInState(status: SessionStatus = 'idle'): void {
  updateSession({ ...SIGNED_OUT, status, error: null });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What access checks need, from the current state. */
export function sessionAccess(current: SessionState = state): Access {
  return { permissions: current.permissions, features: current.features };
}

/** The store as React state. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
