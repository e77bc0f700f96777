import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/client/session/user-manager.ts', () => ({ initUserManager: vi.fn() }));

const { acceptInvitation } = await import('../../../src/client/session/auth-actions.ts');
const { getSession, updateSession } = await import('../../../src/client/session/store.ts');
const { initUserManager } = await import('../../../src/client/session/user-manager.ts');

const manager = { removeUser: vi.fn(), signinRedirect: vi.fn() };
const replaceState = vi.fn();
const removeItem = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('window', { history: { state: null, replaceState }, localStorage: { removeItem } });
  vi.mocked(initUserManager).mockResolvedValue(manager as unknown as Awaited<ReturnType<typeof initUserManager>>);
  updateSession({
    status: 'ready',
    userProfile: { sub: 's', email: 'old@example.com', name: 'Old User' },
    currentCompany: { companyId: 'c1', companyName: 'Acme' },
    permissions: ['manageUsers'],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an invitation link (issue 22)', () => {
  it('forgets the local session and signs in afresh with the token, coming back to /', async () => {
    await acceptInvitation('tok123');
    expect(getSession()).toMatchObject({
      status: 'redirecting',
      userProfile: null,
      currentCompany: null,
      permissions: [],
    });
    expect(removeItem).toHaveBeenCalledWith('currentCompanyId');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      prompt: 'login',
      state: { returnTo: '/' },
      extraQueryParams: { invitation: 'tok123' },
    });
  });

  it('takes the token out of the address bar at once', async () => {
    await acceptInvitation('tok123');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(replaceState.mock.invocationCallOrder[0]).toBeLessThan(manager.signinRedirect.mock.invocationCallOrder[0]);
  });

  it('says so when the sign-in page cannot be opened', async () => {
    manager.signinRedirect.mockRejectedValueOnce(new Error('issuer unreachable'));
    await acceptInvitation('tok123');
    expect(getSession()).toMatchObject({
      status: 'error',
      error: 'Could not open the sign-in page: issuer unreachable',
    });
  });
});
