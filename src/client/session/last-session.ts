import { getSession, type SessionState, subscribeSession } from './store.ts';

/** Where the last signed-in session is kept (this browser's localStorage, beside the token cache). */
export const LAST_SESSION_KEY = 'offline.lastSession';

/**
 * What a session that starts with no signal takes from the last one that started online: the
 * client configuration, who is signed in, their companies, the open company and what they may do
 * there. Nothing secret (the token cache beside it is what signs requests); the server still
 * checks every request when the signal is back.
 */
export type LastSession = Pick<
  SessionState,
  | 'config'
  | 'userProfile'
  | 'companies'
  | 'currentCompany'
  | 'permissions'
  | 'seesAllCompanyItems'
  | 'features'
  | 'personId'
  | 'positionName'
>;

/** The part of a ready session worth keeping; null before it is ready. */
export function lastSessionOf(state: SessionState): LastSession | null {
  if (state.status !== 'ready' || !state.config || !state.userProfile || !state.currentCompany) return null;
  const { config, userProfile, companies, currentCompany, permissions, seesAllCompanyItems, features } = state;
  return {
    config,
    userProfile,
    companies,
    currentCompany,
    permissions,
    seesAllCompanyItems,
    features,
    personId: state.personId,
    positionName: state.positionName,
  };
}

/** The kept session, when there is one (of the person `sub`, when given). */
export function readLastSession(
  sub?: string,
  storage: Storage | undefined = globalThis.localStorage,
): LastSession | null {
  try {
    const kept = JSON.parse(storage?.getItem(LAST_SESSION_KEY) ?? 'null') as LastSession | null;
    if (!kept?.config || !kept.userProfile?.sub || !kept.currentCompany || !Array.isArray(kept.permissions))
      return null;
    return sub === undefined || kept.userProfile.sub === sub ? kept : null;
  } catch {
    return null;
  }
}

export function forgetLastSession(storage: Storage | undefined = globalThis.localStorage): void {
  storage?.removeItem(LAST_SESSION_KEY);
}

/** Keeps the session each time it becomes ready (a sign-in, a company switch, new permissions). */
export function keepLastSession(storage: Storage = globalThis.localStorage): () => void {
  let kept: string | null = null;
  return subscribeSession(() => {
    const last = lastSessionOf(getSession());
    if (!last) return;
    const text = JSON.stringify(last);
    if (text === kept) return;
    kept = text;
    try {
      storage.setItem(LAST_SESSION_KEY, text);
    } catch {
      // Storage full or refused: the next start with no signal asks for the network, as before.
    }
  });
}
