import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig as config } from './client-config.ts';

vi.mock('../../../src/client/session/user-manager.ts', () => ({ initUserManager: vi.fn() }));
vi.mock('../../../src/client/session/tokens.ts', () => ({ storedUser: vi.fn(), silentRefresh: vi.fn() }));
vi.mock('../../../src/client/session/auth-actions.ts', () => ({
  acceptInvitation: vi.fn(),
  redirectToSignIn: vi.fn(),
}));

const { acceptInvitation, redirectToSignIn } = await import('../../../src/client/session/auth-actions.ts');
const { startSession } = await import('../../../src/client/session/establish.ts');
const { getSession, updateSession } = await import('../../../src/client/session/store.ts');
const { storedUser } = await import('../../../src/client/session/tokens.ts');
const { initUserManager } = await import('../../../src/client/session/user-manager.ts');

/** initUserManager loads the client configuration into the store, as the real one does. */
function serverAnswers(firstRun: boolean): void {
  vi.mocked(initUserManager).mockImplementation(async () => {
    updateSession({ config: config(firstRun) });
    return {} as Awaited<ReturnType<typeof initUserManager>>;
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  updateSession({ status: 'idle', config: null, error: null });
  vi.mocked(storedUser).mockResolvedValue(null);
});

describe('starting the session (issue 22)', () => {
  it('an installation without any company and nobody signed in: the first-run page, no sign-in redirect', async () => {
    serverAnswers(true);
    await startSession('');
    expect(getSession().status).toBe('firstRun');
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });

  it('an installation with a company: the sign-in redirect as before', async () => {
    serverAnswers(false);
    await startSession('');
    expect(redirectToSignIn).toHaveBeenCalledTimes(1);
    expect(getSession().status).not.toBe('firstRun');
  });

  it('an invitation link signs in afresh with its token, before anything else', async () => {
    serverAnswers(true);
    await startSession('?invitation=tok123');
    expect(acceptInvitation).toHaveBeenCalledWith('tok123');
    expect(initUserManager).not.toHaveBeenCalled();
    expect(storedUser).not.toHaveBeenCalled();
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });

  it('an empty invitation is no invitation', async () => {
    serverAnswers(false);
    await startSession('?invitation=');
    expect(acceptInvitation).not.toHaveBeenCalled();
    expect(redirectToSignIn).toHaveBeenCalledTimes(1);
  });
});
