import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src/client/session/store.ts';
import { clientConfig } from './client-config.ts';

vi.mock('../../../src/client/session/user-manager.ts', () => ({
  initUserManager: vi.fn(),
  initUserManagerFrom: vi.fn(),
}));
vi.mock('../../../src/client/session/tokens.ts', () => ({ storedUser: vi.fn(), silentRefresh: vi.fn() }));
vi.mock('../../../src/client/session/auth-actions.ts', () => ({
  acceptInvitation: vi.fn(),
  redirectToSignIn: vi.fn(),
}));
vi.mock('../../../src/client/api/call-endpoint.ts', () => ({ callEndpoint: vi.fn() }));

const { redirectToSignIn } = await import('../../../src/client/session/auth-actions.ts');
const { callEndpoint } = await import('../../../src/client/api/call-endpoint.ts');
const { ApiError } = await import('../../../src/client/api/http.ts');
const { startSession } = await import('../../../src/client/session/establish.ts');
const { getSession, updateSession } = await import('../../../src/client/session/store.ts');
const { storedUser } = await import('../../../src/client/session/tokens.ts');
const { initUserManager, initUserManagerFrom } = await import('../../../src/client/session/user-manager.ts');
const { keepLastSession, LAST_SESSION_KEY, lastSessionOf, readLastSession, forgetLastSession } = await import(
  '../../../src/client/session/last-session.ts'
);

const config = clientConfig();

const ready: Partial<SessionState> = {
  status: 'ready',
  config,
  userProfile: { sub: 'riley', email: 'riley@example.com', name: 'Riley Reporter' },
  companies: [{ companyId: 'c1', companyName: 'Harbor' }],
  currentCompany: { companyId: 'c1', companyName: 'Harbor' },
  permissions: ['reportEvents'],
  seesAllCompanyItems: false,
  personId: 'p1',
  positionName: 'Maintenance',
};

/** A token of `sub`, expired or not, as oidc-client-ts keeps it. */
const token = (sub: string, expired: boolean) =>
  ({ expired, access_token: 'x.y.z', profile: { sub, email: `${sub}@example.com`, name: sub } }) as unknown as Awaited<
    ReturnType<typeof storedUser>
  >;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

let storage: Storage;
let online = true;

beforeEach(() => {
  vi.clearAllMocks();
  storage = memoryStorage();
  online = true;
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('window', { localStorage: storage, location: { origin: 'http://localhost:3311' } });
  updateSession({
    status: 'idle',
    config: null,
    error: null,
    userProfile: null,
    currentCompany: null,
    permissions: [],
  });
});
afterEach(() => vi.unstubAllGlobals());

/** initUserManager reads the client configuration, as the real one does when the server answers. */
function serverAnswersConfig() {
  vi.mocked(initUserManager).mockImplementation(async () => {
    updateSession({ config });
    return {} as Awaited<ReturnType<typeof initUserManager>>;
  });
}

/** The last session kept as the app keeps it when a session becomes ready online. */
function signedInOnlineBefore() {
  const stop = keepLastSession(storage);
  updateSession(ready);
  stop();
  updateSession({ status: 'idle', config: null, userProfile: null, currentCompany: null, permissions: [] });
}

describe('the last session, kept for a start with no signal (issue 27)', () => {
  it('is kept when a session becomes ready, and only then', () => {
    const stop = keepLastSession(storage);
    updateSession({ ...ready, status: 'loadingPermissions' });
    expect(storage.getItem(LAST_SESSION_KEY)).toBeNull();
    updateSession(ready);
    stop();
    expect(readLastSession(undefined, storage)).toEqual(lastSessionOf(getSession()));
    expect(readLastSession('riley', storage)?.permissions).toEqual(['reportEvents']);
    expect(readLastSession('someone-else', storage)).toBeNull();
    forgetLastSession(storage);
    expect(readLastSession(undefined, storage)).toBeNull();
  });

  it('starts with no signal as the same person: the last session, ready, without the sign-in page', async () => {
    signedInOnlineBefore();
    online = false;
    vi.mocked(initUserManager).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.mocked(storedUser).mockResolvedValue(token('riley', true));
    await startSession('');
    expect(initUserManagerFrom).toHaveBeenCalledWith(config);
    expect(redirectToSignIn).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({
      status: 'ready',
      currentCompany: ready.currentCompany,
      permissions: ['reportEvents'],
    });
  });

  it('with a valid token but no answer to the login record: the last session too', async () => {
    signedInOnlineBefore();
    serverAnswersConfig();
    vi.mocked(storedUser).mockResolvedValue(token('riley', false));
    vi.mocked(callEndpoint).mockRejectedValue(new TypeError('Failed to fetch'));
    await startSession('');
    expect(getSession()).toMatchObject({ status: 'ready', personId: 'p1' });
  });

  it("never resumes another person's session, nor one the server refused", async () => {
    signedInOnlineBefore();
    serverAnswersConfig();
    vi.mocked(storedUser).mockResolvedValue(token('casey', false));
    vi.mocked(callEndpoint).mockRejectedValue(new TypeError('Failed to fetch'));
    await startSession('');
    expect(getSession().status).toBe('error');

    updateSession({ status: 'idle' });
    vi.mocked(storedUser).mockResolvedValue(token('riley', false));
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(500, 'Internal error', null));
    await startSession('');
    expect(getSession().status).toBe('error');
  });

  it('with no kept session, no signal is the error it was', async () => {
    vi.mocked(initUserManager).mockRejectedValue(new TypeError('Failed to fetch'));
    await startSession('');
    expect(getSession()).toMatchObject({ status: 'error', error: 'Could not reach the server: Failed to fetch' });
  });
});
