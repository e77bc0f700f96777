import type { User } from 'oidc-client-ts';
import { sessionEndpoints } from '../../../schemas/session.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { ApiError } from '../api/http.ts';
import { sessionText } from '../i18n/en/session.ts';
import { translate } from '../i18n/language.ts';
import { decodeJwtPayload } from '../rules/token-expiry.ts';
import { acceptInvitation, redirectToSignIn } from './auth-actions.ts';
import { rememberedCompanyId, selectCompany } from './company.ts';
import { type LastSession, readLastSession } from './last-session.ts';
import { afterCallbackPath, type CompanySummary, chooseCompany, invitationToken } from './sign-in.ts';
import { getSession, type UserProfile, updateSession } from './store.ts';
import { silentRefresh, storedUser } from './tokens.ts';
import { initUserManager, initUserManagerFrom } from './user-manager.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Name, e-mail and subject from the ID token, falling back to the access token's claims. */
export function profileOf(user: User): UserProfile {
  const access = decodeJwtPayload(user.access_token) ?? {};
  const email = text(user.profile.email) ?? text(access.email) ?? '';
  return {
    sub: user.profile.sub,
    email,
    name: text(user.profile.name) ?? text(access.name) ?? (email || user.profile.sub),
  };
}

/**
 * Signed in: record the login (POST /api/users/handlelogin), then open a company: none is the
 * 'Unrecognized User Name' modal, one is selected, several use the remembered one or ask.
 */
export async function establishSession(user: User): Promise<void> {
  const userProfile = profileOf(user);
  updateSession({ status: 'establishing', userProfile, error: null });
  let companies: CompanySummary[];
  try {
    ({ companies } = await callEndpoint(sessionEndpoints.handleLogin, {
      body: { id: userProfile.sub, email: userProfile.email },
    }));
  } catch (error) {
    // The provider's token is not accepted (revoked, other audience): sign in afresh.
    if (error instanceof ApiError && error.status === 401) return redirectToSignIn();
    const last = unreachable(error) ? readLastSession(userProfile.sub) : null;
    if (last) return resumeWithoutSignal(last);
    updateSession({
      status: 'error',
      error: translate(sessionText, 'loginNotRecorded', { reason: (error as Error).message }),
    });
    return;
  }
  updateSession({ companies });
  const choice = chooseCompany(companies, rememberedCompanyId());
  if (choice.kind === 'unrecognized') updateSession({ status: 'unrecognized' });
  else if (choice.kind === 'choose') updateSession({ status: 'choosingCompany' });
  else await selectCompany(choice.company);
}

/**
 * Entry for every route but /callback (spec 000 §4): an invitation link first signs in afresh
 * with its token (issue 22); otherwise a cached valid token, else a silent token from the refresh
 * token, else — on an installation without any company — the 'Set up your company' page, else
 * the login redirect. Runs once; later calls are ignored.
 */
export async function startSession(search: string = window.location.search): Promise<void> {
  if (getSession().status !== 'idle') return;
  const invitation = invitationToken(search);
  if (invitation) return acceptInvitation(invitation);
  updateSession({ status: 'starting', error: null });
  const last = readLastSession();
  try {
    await initUserManager();
  } catch (error) {
    if (!(last && unreachable(error))) {
      updateSession({
        status: 'error',
        error: translate(sessionText, 'serverUnreachable', { reason: (error as Error).message }),
      });
      return;
    }
    initUserManagerFrom(last.config as NonNullable<LastSession['config']>);
  }
  const user = await storedUser();
  if (user && !user.expired) return establishSession(user);
  // No signal: the last session's person carries on with their expired token; it is renewed
  // (or they sign in) once the server answers again.
  if (user && !navigator.onLine && last?.userProfile?.sub === user.profile.sub) return resumeWithoutSignal(last);
  if (user?.refresh_token) {
    try {
      return await establishSession(await silentRefresh());
    } catch (error) {
      console.info('Silent sign-in failed; redirecting to sign-in', error);
    }
  }
  // Nobody can sign in before the first company exists: set it up instead.
  if (getSession().config?.firstRun) return updateSession({ status: 'firstRun' });
  await redirectToSignIn();
}

/** No answer at all (no signal, the server down), as opposed to an answer that refuses. */
function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError) && (error as Error | null)?.name !== 'AbortError';
}

/** The last session, as it was, while the server cannot be reached (issue 27: field use with no signal). */
function resumeWithoutSignal(last: LastSession): void {
  updateSession({ ...last, status: 'ready', error: null });
}

let callback: Promise<string> | null = null;

/**
 * The login callback (/callback): finish the code exchange once (React may mount the page twice),
 * start establishing the session, and answer where to go: the saved target, or '/'.
 */
export function completeSignIn(): Promise<string> {
  callback ??= initUserManager().then(async (manager) => {
    const user = await manager.signinRedirectCallback();
    void establishSession(user);
    return afterCallbackPath(user.state);
  });
  return callback;
}
